import { z } from 'zod';

/**
 * Field builders shared by every schema. Bodies arrive as JSON or as multipart form data,
 * where every value is a string, so numbers and booleans accept their text forms too.
 */

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

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is YYYY-MM-DD and names a day that exists on the calendar. */
export function isCalendarDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date as YYYY-MM-DD. */
export function calendarDate(message = 'Enter a valid date (YYYY-MM-DD).') {
  return z.string({ error: message }).trim().refine(isCalendarDate, { error: message });
}

export const emailAddress = (requiredMessage: string, invalidMessage = 'Enter a valid email address.') =>
  requiredText(requiredMessage)
    .max(254, { error: invalidMessage })
    .pipe(z.email({ error: invalidMessage }))
    .transform((email) => email.toLowerCase());

/**
 * Lists and objects sent inside multipart form data arrive as JSON text (the spec sends the
 * checklist, expenses and driver ids that way); JSON bodies send them as they are.
 */
export function fromJsonText<Schema extends z.ZodType>(schema: Schema, message = 'Must be valid JSON.') {
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
