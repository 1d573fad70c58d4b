import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { createClock } from './clock.js';

/** The slow, obviously right way: a TZDate formatted by date-fns. */
const referenceFormat = (moment: Date, zone: string) =>
  format(new TZDate(moment.getTime(), zone), 'yyyy-MM-dd HH:mm:ss');

const minute = 60_000;

/** Every minute of the six hours around each moment, in each zone. */
function minutesAround(moments: string[]) {
  return moments.flatMap((moment) =>
    Array.from({ length: 360 }, (_, index) => new Date(Date.parse(moment) - 180 * minute + index * minute)),
  );
}

describe('clock', () => {
  it('formats moments in the business timezone exactly as date-fns does, across DST changes', () => {
    const cases: Record<string, string[]> = {
      // Newfoundland changed at 00:01 until 2011, at 02:00 since; UTC-3:30 in winter.
      'America/St_Johns': [
        '2010-03-14T03:31:00Z',
        '2010-11-07T02:31:00Z',
        '2026-03-08T05:30:00Z',
        '2026-11-01T04:30:00Z',
      ],
      'America/Toronto': ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z'],
      // Half-hour daylight saving.
      'Australia/Lord_Howe': ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'],
      'Asia/Kolkata': ['2026-06-01T00:00:00Z'],
    };
    for (const [zone, moments] of Object.entries(cases)) {
      const clock = createClock(zone);
      for (const moment of minutesAround(moments)) {
        expect(clock.formatDateTime(moment), `${zone} ${moment.toISOString()}`).toBe(referenceFormat(moment, zone));
      }
    }
  });

  it("gives today's date in the business timezone, not the server's", () => {
    const clock = createClock('America/St_Johns', () => new Date('2026-11-21T02:00:00Z'));
    expect(clock.today()).toBe('2026-11-20');
    expect(createClock('America/St_Johns', () => new Date('2026-11-21T03:30:00Z')).today()).toBe('2026-11-21');
  });
});
