import type { InspectionValidity } from '@fleet-ops/shared';
import { businessDateTime, startOfBusinessDay } from './business-time.js';

const day = 24 * 60 * 60_000;

/** The calendar day after `date` (YYYY-MM-DD), by the date alone, so DST never moves it. */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + day).toISOString().slice(0, 10);
}

/** The wall-clock date `moment` falls on in the zone. */
function businessDate(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );
}

/**
 * The end of the shift holding `moment`: the first shift start after it. Shifts are given by their
 * start times (HH:MM, business timezone), each running until the next one, the last across midnight
 * to the first; so the starts of the moment's day and of the next day hold the answer.
 */
function endOfShift(moment: Date, shiftStarts: readonly string[], timeZone: string): Date {
  const today = businessDate(moment, timeZone);
  const starts = [today, nextDate(today)].flatMap((date) =>
    shiftStarts.map((start) => businessDateTime(`${date} ${start}:00`, timeZone)),
  );
  const ends = starts.filter((start) => start.getTime() > moment.getTime()).sort((a, b) => a.getTime() - b.getTime());
  // No shift defined (never saved so: Settings keeps one at least): the shift is the calendar day.
  return ends[0] ?? startOfBusinessDay(nextDate(today), timeZone);
}

export type ValidityInput = {
  validity: InspectionValidity;
  /** When the check was done (signed on the phone, else submitted). */
  inspectedAt: Date;
  /** The inspection day the checklist is dated (YYYY-MM-DD, business timezone). */
  date: string;
  /** The site's shift start times (HH:MM), from Settings. */
  shiftStarts: readonly string[];
  timeZone: string;
};

/**
 * Until when an inspection counts (issue 36): 24 real hours from it, the end of the shift it was
 * done in, or the end of its calendar day. A checklist dated before the day it was done on (an
 * admin's backdated record) is read as done at the end of its date, so a past day's record never
 * covers a later one's use beyond its own window.
 */
export function inspectionValidUntil(input: ValidityInput): Date {
  const endOfDate = startOfBusinessDay(nextDate(input.date), input.timeZone);
  const moment = new Date(Math.min(input.inspectedAt.getTime(), endOfDate.getTime() - 1));
  switch (input.validity) {
    case 'calendar_day':
      return endOfDate;
    case '24h':
      return new Date(moment.getTime() + day);
    case 'shift':
      return endOfShift(moment, input.shiftStarts, input.timeZone);
  }
}
