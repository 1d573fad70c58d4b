import { tzOffset } from '@date-fns/tz';

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

const quarterHour = 15 * 60_000;

/**
 * The zone's UTC offset at a moment, in minutes. Zones change offset on quarter hours, so the
 * offset of a quarter hour that starts and ends on the same one is kept and reused: list pages
 * format hundreds of dates, and each Intl lookup costs several microseconds.
 */
function offsetLookup(timeZone: string) {
  const known = new Map<number, number>();
  return (moment: number): number => {
    const bucket = Math.floor(moment / quarterHour);
    const cached = known.get(bucket);
    if (cached !== undefined) return cached;
    const start = tzOffset(timeZone, new Date(bucket * quarterHour));
    const end = tzOffset(timeZone, new Date((bucket + 1) * quarterHour - 1));
    // A change inside the quarter hour (some zones once changed at 00:01): look this one up exactly.
    if (start !== end) return tzOffset(timeZone, new Date(moment));
    if (known.size > 50_000) known.clear();
    known.set(bucket, start);
    return start;
  };
}

export function createClock(timeZone: string, now: () => Date = () => new Date()): Clock {
  const offset = offsetLookup(timeZone);
  /** 'YYYY-MM-DDTHH:mm:ss' as a wall clock in the zone shows the moment. */
  const wallClock = (moment: number) => new Date(moment + offset(moment) * 60_000).toISOString().slice(0, 19);
  return {
    now,
    timeZone,
    today: () => wallClock(now().getTime()).slice(0, 10),
    formatDateTime: (moment) => wallClock(moment.getTime()).replace('T', ' '),
  };
}
