import { TZDate } from '@date-fns/tz';
import { dateParts } from '@fleet-ops/shared';

/** A wall-clock `YYYY-MM-DD HH:mm:ss` in the business timezone, as the moment it names. */
export function businessDateTime(text: string, timeZone: string): Date {
  const [date = '', time = ''] = text.split(' ');
  const [year, month, day] = dateParts(date);
  const [hours, minutes, seconds = 0] = time.split(':').map(Number) as [number, number, number?];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, timeZone).getTime());
}

/** The first moment of the business day `date` (YYYY-MM-DD). */
export function startOfBusinessDay(date: string, timeZone: string): Date {
  return businessDateTime(`${date} 00:00:00`, timeZone);
}

/** The start of the minute holding `now`: a start picked "now" on a form is still accepted a few seconds later. */
export function startOfMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}
