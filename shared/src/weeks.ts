import { z } from 'zod';
import { calendarDate } from './fields.js';
import { dateParts } from './date-parts.js';

/** Tracking history starts here; the week filter's From date cannot go earlier. */
export const firstTrackedDate = '2023-07-01';

export const weekDays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekDay = (typeof weekDays)[number];

/** `api/week_trackings/weeks`: `{ 'YYYY-MM-DD - YYYY-MM-DD': label }`, newest week first. */
export const weeksResponse = z.object({ data: z.record(z.string(), z.string()), message: z.string() });

export const weekDaysRequest = z.object({ start_date: calendarDate('Start date must be a valid date (YYYY-MM-DD).') });
/** `api/week_trackings/days`: `{ sunday: 'YYYY-MM-DD', ..., saturday: 'YYYY-MM-DD' }`. */
export const weekDaysResponse = z.object({
  data: z.record(z.enum(weekDays), z.string()),
  message: z.string(),
});

/** Pure date arithmetic on YYYY-MM-DD strings: calendar days have no timezone or DST. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = dateParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function dayOfWeek(isoDate: string): number {
  const [year, month, day] = dateParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The Sunday that starts the week holding `isoDate`. */
export function weekStart(isoDate: string): string {
  return addDays(isoDate, -dayOfWeek(isoDate));
}

export function weekEnd(isoDate: string): string {
  return addDays(weekStart(isoDate), 6);
}

export function weekKey(startDate: string): string {
  return `${startDate} - ${addDays(startDate, 6)}`;
}

/** The filter's latest From date: the first day of the month after this year's December. */
export function latestFilterDate(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}-01-01`;
}
