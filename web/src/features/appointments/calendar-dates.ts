import { addDays, dateParts, weekEnd, weekStart } from '@fleet-ops/shared';

export type CalendarMode = 'month' | 'week';

/** The first day of the month holding `date`. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The same day `months` months later, on the 1st (calendar paging only needs the month). */
function shiftMonth(date: string, months: number): string {
  const [year, month] = dateParts(date);
  const moved = new Date(Date.UTC(year, month - 1 + months, 1));
  return moved.toISOString().slice(0, 10);
}

function monthEnd(date: string): string {
  return addDays(shiftMonth(date, 1), -1);
}

/** The grid's days: whole Sunday-to-Saturday weeks covering the month, or the week of `anchor`. */
export function calendarDays(mode: CalendarMode, anchor: string): string[] {
  const first = mode === 'month' ? weekStart(monthStart(anchor)) : weekStart(anchor);
  const last = mode === 'month' ? weekEnd(monthEnd(anchor)) : weekEnd(anchor);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

export function calendarRange(mode: CalendarMode, anchor: string): { start: string; end: string } {
  const days = calendarDays(mode, anchor);
  return { start: days[0]!, end: days[days.length - 1]! };
}

/** One step back or forward: a month in month view, a week in week view. */
export function stepAnchor(mode: CalendarMode, anchor: string, step: -1 | 1): string {
  return mode === 'month' ? shiftMonth(anchor, step) : addDays(weekStart(anchor), 7 * step);
}
