import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * "Now" and "today" for the business timezone. The server decides what day it is, never the
 * browser, and tests set the clock to any instant.
 */
export type Clock = {
  now: () => Date;
  timeZone: string;
  /** Today's date in the business timezone, YYYY-MM-DD. */
  today: () => string;
  /** A moment as `YYYY-MM-DD HH:mm:ss` in the business timezone. */
  formatDateTime: (moment: Date) => string;
};

export function createClock(timeZone: string, now: () => Date = () => new Date()): Clock {
  return {
    now,
    timeZone,
    today: () => format(new TZDate(now().getTime(), timeZone), 'yyyy-MM-dd'),
    formatDateTime: (moment) => format(new TZDate(moment.getTime(), timeZone), 'yyyy-MM-dd HH:mm:ss'),
  };
}
