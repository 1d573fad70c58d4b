import { z } from 'zod';
import { isCalendarDate } from './date-parts.js';

/**
 * Field builders shared by every schema. Bodies arrive as JSON or as multipart form data,
 * where every value is a string, so numbers and booleans accept their text forms too.
 */

/** The largest id a database integer holds; anything above cannot name a row. */
export const maxId = 2_147_483_647;

/** A required text field whose missing, null and blank values all get the same message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** An optional text field: blank text and null are read as "not given". */
export function optionalText(max = 255) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.string().trim().max(max).optional(),
  );
}

const truthy = new Set(['1', 'true', 'yes', 'on']);
const falsy = new Set(['0', 'false', 'no', 'off', '']);

/** true/false, 1/0, "yes"/"no" and "on"/"off" as sent by checkboxes and form data. */
export const booleanish = z.preprocess((value) => {
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (truthy.has(lower)) return true;
    if (falsy.has(lower)) return false;
  }
  return value;
}, z.boolean());

/** A whole number that may arrive as text. */
export const integerish = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().int(),
);

/**
 * The dates the app accepts anywhere, as YYYY-MM-DD. Week arithmetic past 9999-12-25 leaves the
 * four-digit year (a 500 once), and a fleet's records never need 1900: one window for every date
 * and date-time field, body or query, so no route can meet a date the rest of the app cannot.
 */
export const dateBounds = { min: '2000-01-01', max: '2100-12-31' } as const;

export const dateMessages = {
  invalid: 'Enter a valid date (YYYY-MM-DD).',
  outOfBounds: `Enter a date from ${dateBounds.min} to ${dateBounds.max}.`,
} as const;

/** True when a YYYY-MM-DD date (or the date part of a longer text) lies within `dateBounds`. */
export function isWithinDateBounds(value: string): boolean {
  const date = value.slice(0, 10);
  return date >= dateBounds.min && date <= dateBounds.max;
}

/** A real YYYY-MM-DD date within `dateBounds`: safe for week arithmetic and for the database. */
export function isSupportedDate(value: string): boolean {
  return isCalendarDate(value) && isWithinDateBounds(value);
}

/**
 * A calendar date as YYYY-MM-DD within `dateBounds`: `message` for text that is no date, the
 * bounds' own message for a real date outside them. Every date field of the shared schemas uses it.
 */
export function calendarDate(message: string = dateMessages.invalid) {
  return z
    .string({ error: message })
    .trim()
    .refine(isCalendarDate, { error: message, abort: true })
    .refine(isWithinDateBounds, { error: dateMessages.outOfBounds });
}

/**
 * The answers to a query or field the screens never send wrong (a sort column, a list type, a
 * 1/0 flag): the API checks them all the same, and a person may still read them.
 */
export const queryMessages = {
  languageInvalid: 'Language must be en or fr.',
  screenUnknown: 'Unknown screen name.',
  roleInvalid: 'Role must be admin or supervisor.',
  ownershipFilterInvalid: 'Ownership type must be all, own, lease or rent.',
  jsonInvalid: 'Must be valid JSON.',
} as const;

export function sortInvalidMessage(columns: readonly string[]): string {
  return `Sort must be one of ${columns.join(', ')}.`;
}

export function typeInvalidMessage(types: readonly string[]): string {
  return `Type must be one of ${types.join(', ')}.`;
}

/** A 1/0 flag of a list's filter, named as the filter is (`Enabled`, `Has issue`). */
export function oneOrZeroMessage(name: string): string {
  return `${name} must be 1 or 0.`;
}

/**
 * A UUID a client makes once per form (the `client_id` field or the `Idempotency-Key` header), so
 * a retried submission is recognised as the same one.
 */
export const clientRequestMessages = {
  invalid: 'The request id (Idempotency-Key or client_id) must be a UUID.',
  twoIds: 'The Idempotency-Key header and client_id differ: send one request id.',
  reused: 'This request id was already used for a different submission. Reload the form and submit again.',
} as const;
export const clientRequestId = z
  .string({ error: clientRequestMessages.invalid })
  .trim()
  .toLowerCase()
  .pipe(z.uuid({ error: clientRequestMessages.invalid }));

/** `client_id` in a body: blank or null is "not given". */
export const optionalClientRequestId = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  clientRequestId.optional(),
);

export const emailAddress = (requiredMessage: string, invalidMessage = 'Enter a valid email address.') =>
  requiredText(requiredMessage)
    .max(254, { error: invalidMessage })
    .pipe(z.email({ error: invalidMessage }))
    .transform((email) => email.toLowerCase());

/**
 * Lists and objects sent inside multipart form data arrive as JSON text (the spec sends the
 * checklist, expenses and driver ids that way); JSON bodies send them as they are.
 */
export function fromJsonText<Schema extends z.ZodType>(schema: Schema, message: string = queryMessages.jsonInvalid) {
  return z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
  }, schema);
}
