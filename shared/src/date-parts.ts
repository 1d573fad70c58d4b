/**
 * The year, month (1 to 12) and day of a `YYYY-MM-DD` date. Calendar dates stay strings across
 * the app (no timezone, no DST); code that needs numbers reads them here, once.
 */
export function dateParts(isoDate: string): [year: number, month: number, day: number] {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  return [year, month, day];
}

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is YYYY-MM-DD and names a day that exists on the calendar. */
export function isCalendarDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const [year, month, day] = dateParts(value);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
