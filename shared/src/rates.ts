import { z } from 'zod';
import { paginationQuery } from './api.js';
import { oneOrZeroMessage, optionalText } from './fields.js';

/** Every text the Rates screen and the rates API show. */
export const rateMessages = {
  fullDayRateRequired: 'Full day rate is required',
  sharedDayRateRequired: 'Shared day rate is required',
  rateNumber: 'Rate must be a number.',
  rateNegative: 'Rate cannot be negative.',
  rateDecimals: 'Rate can have at most 2 decimals.',
  rateTooLarge: 'Rate must be at most 100000.',
  notFound: 'Rate not found.',
  updated: 'Rate has been updated successfully.',
} as const;

/** The largest daily rate accepted, in dollars: a week of it still fits the database's integer cents. */
export const maxDailyRate = 100_000;
export const rateDefaultPageSize = 50;

/** Dollars with at most 2 decimals to integer cents, without float noise (19.99 -> 1999). */
export function dollarsToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** Integer cents to the wire's number with 2 decimals (1999 -> 19.99). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** True when `amount` has no more than 2 decimals (tolerating binary float noise). */
export function hasCentsPrecision(amount: number): boolean {
  return Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/**
 * A money amount in dollars as a form or JSON sends it: a number or its text, required, not
 * negative, at most 2 decimals, at most `maxDailyRate`.
 */
export function rateAmount(requiredMessage: string) {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : rateMessages.rateNumber) })
      .refine(Number.isFinite, { error: rateMessages.rateNumber })
      .refine((amount) => amount >= 0, { error: rateMessages.rateNegative, abort: true })
      .refine(hasCentsPrecision, { error: rateMessages.rateDecimals, abort: true })
      .refine((amount) => amount <= maxDailyRate, { error: rateMessages.rateTooLarge }),
  );
}

/** `PUT api/rates/{id}` (also POST with `_method=PUT`): the edit modal. The parent type is read-only. */
export const updateRateRequest = z.object({
  full_day_rate: rateAmount(rateMessages.fullDayRateRequired),
  shared_day_rate: rateAmount(rateMessages.sharedDayRateRequired),
});
export type UpdateRateRequest = z.input<typeof updateRateRequest>;
export type UpdateRate = z.output<typeof updateRateRequest>;

/** One row of 'Rate for Vehicles': daily rates in dollars with 2 decimals. */
export const rate = z.object({
  id: z.number().int(),
  vehicle_parent_type: z.string(),
  full_day_rate: z.number(),
  shared_day_rate: z.number(),
});
export type Rate = z.infer<typeof rate>;

/** `GET api/rates`: 50 per page by default; `all=1` returns every rate on one page. */
export const rateListQuery = paginationQuery.extend({
  all: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(['1', '0', 'true', 'false'], { error: oneOrZeroMessage('All') }).optional(),
    )
    .transform((value) => value === '1' || value === 'true'),
});
export type RateListQuery = z.input<typeof rateListQuery>;

/** `GET api/rates/{6 hex}/export`: the rates the screen shows, those whose vehicle type holds `search`. */
export const rateExportQuery = z.object({ search: optionalText(100) });
export type RateExportFilter = z.output<typeof rateExportQuery>;
