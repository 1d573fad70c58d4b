/**
 * The year, month (1 to 12) and day of a `YYYY-MM-DD` date. Calendar dates stay strings across
 * the app (no timezone, no DST); code that needs numbers reads them here, once.
 */
export function dateParts(isoDate: string): [year: number, month: number, day: number] {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  return [year, month, day];
}
