import { addDays, firstTrackedDate, weekDays, weekKey, weekStart, type WeekDay } from '@fleet-ops/shared';

/**
 * Every week from the one holding 2023-07-01 to the one holding `today`, newest first, keyed
 * 'YYYY-MM-DD - YYYY-MM-DD'. `today` is already the business timezone's date, so DST and the
 * server's own zone play no part here.
 */
export function weeksUntil(today: string): Record<string, string> {
  const weeks: Record<string, string> = {};
  const first = weekStart(firstTrackedDate);
  for (let start = weekStart(today); start >= first; start = addDays(start, -7)) {
    const key = weekKey(start);
    weeks[key] = key;
  }
  return weeks;
}

/** The seven dates, Sunday to Saturday, of the week holding `date`. */
export function daysOfWeek(date: string): Record<WeekDay, string> {
  const start = weekStart(date);
  return Object.fromEntries(weekDays.map((day, index) => [day, addDays(start, index)])) as Record<WeekDay, string>;
}
