import { z } from 'zod';
import { odmReadMax } from './checklist-words.js';
import { maxId } from './fields.js';

/**
 * Fields of the work order and fuel forms (not exported from the package: their schemas are).
 * Values arrive as JSON or as text from form data.
 */

/** Blank text and null are "not given". */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const hasTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A decimal amount typed in a form (text or number) with at most 2 decimals, up to `max`. */
export function decimalAmount(message: string, options: { positive: boolean; max: number }) {
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given.trim()) : given;
    },
    z
      .number({ error: message })
      .min(0, { error: message })
      .max(options.max, { error: message })
      .refine((value) => !options.positive || value > 0, { error: message })
      .refine(hasTwoDecimals, { error: message }),
  );
}

/** A whole odometer reading, text or number: `requiredMessage` when missing. */
export function odometerReading(invalidMessage: string, requiredMessage = invalidMessage) {
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given.trim()) : given;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int({ error: invalidMessage })
      .min(0, { error: invalidMessage })
      .max(odmReadMax, { error: invalidMessage }),
  );
}

/** A vehicle (or other row) picked from a list: an id, text or number. */
export function pickedId(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given.trim()) : given;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int({ error: invalidMessage })
      .positive({ error: invalidMessage })
      .max(maxId, { error: invalidMessage }),
  );
}
