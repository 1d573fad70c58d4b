import { addDays, firstTrackedDate, weekStart } from '@fleet-ops/shared';
import type { Clock } from '../lib/clock.js';
import { startOfBusinessDay } from '../lib/business-time.js';

/** Three years of weekly history, the app's first week permitting. */
export const historyWeeks = 156;

/**
 * The seed's calendar, anchored on the app clock's today so the demo stays alive whatever the
 * date: history runs from `firstWeek` to `currentWeek` (the week holding today).
 */
export type Timeline = {
  today: string;
  /** Where the history stops: the start of today in the business timezone. */
  now: Date;
  currentWeek: string;
  firstWeek: string;
  /** Every week start from `firstWeek` to `currentWeek`, oldest first. */
  weeks: string[];
  /** The moment `minutes` after midnight of `date` in the business timezone. */
  at: (date: string, minutes?: number) => Date;
  /** The business-timezone date of a moment. */
  dateOf: (moment: Date) => string;
};

export function createTimeline(clock: Clock, weeks = historyWeeks): Timeline {
  const today = clock.today();
  const currentWeek = weekStart(today);
  const earliest = weekStart(firstTrackedDate);
  const wanted = addDays(currentWeek, -7 * weeks);
  const firstWeek = wanted < earliest ? earliest : wanted;
  const starts: string[] = [];
  for (let start = firstWeek; start <= currentWeek; start = addDays(start, 7)) starts.push(start);
  // Midnights are cached: millions of rows share about a thousand days.
  const midnights = new Map<string, number>();
  const midnight = (date: string) => {
    let value = midnights.get(date);
    if (value === undefined) {
      value = startOfBusinessDay(date, clock.timeZone).getTime();
      midnights.set(date, value);
    }
    return value;
  };
  return {
    today,
    // History ends at midnight: the same seed writes the same rows all day, and today is still to come.
    now: new Date(midnight(today)),
    currentWeek,
    firstWeek,
    weeks: starts,
    at: (date, minutes = 0) => new Date(midnight(date) + minutes * 60_000),
    dateOf: (moment) => clock.formatDateTime(moment).slice(0, 10),
  };
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
