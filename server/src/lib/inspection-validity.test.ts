import { describe, expect, it } from 'vitest';
import { inspectionValidUntil, type ValidityInput } from './inspection-validity.js';

const timeZone = 'America/Toronto';
const shifts = ['06:00', '18:00'];

/** A wall-clock time in Toronto given with its UTC offset, so each case says which side of DST it is on. */
const at = (iso: string) => new Date(iso);

function validUntil(input: Partial<ValidityInput> & Pick<ValidityInput, 'validity' | 'inspectedAt'>): string {
  const date = input.date ?? new Intl.DateTimeFormat('en-CA', { timeZone }).format(input.inspectedAt);
  return inspectionValidUntil({ shiftStarts: shifts, timeZone, date, ...input }).toISOString();
}

describe('inspectionValidUntil', () => {
  it('keeps a 24-hour inspection valid for 24 hours from when it was done', () => {
    expect(validUntil({ validity: '24h', inspectedAt: at('2026-06-10T14:32:00-04:00') })).toBe(
      '2026-06-11T18:32:00.000Z',
    );
  });

  it('counts 24 real hours across the spring DST change, so the wall clock shows one hour later', () => {
    // 2026-03-08 02:00 EST becomes 03:00 EDT: 24 hours after 10:00 EST on the 7th is 11:00 EDT on the 8th.
    expect(validUntil({ validity: '24h', inspectedAt: at('2026-03-07T10:00:00-05:00') })).toBe(
      '2026-03-08T15:00:00.000Z',
    );
  });

  it('ends a day-shift inspection at the evening shift start', () => {
    expect(validUntil({ validity: 'shift', inspectedAt: at('2026-06-10T07:15:00-04:00') })).toBe(
      '2026-06-10T22:00:00.000Z',
    );
  });

  it('ends a night-shift inspection done before midnight at 06:00 the next morning', () => {
    expect(validUntil({ validity: 'shift', inspectedAt: at('2026-06-10T22:40:00-04:00') })).toBe(
      '2026-06-11T10:00:00.000Z',
    );
  });

  it('ends a night-shift inspection done after midnight at 06:00 the same morning', () => {
    expect(validUntil({ validity: 'shift', inspectedAt: at('2026-06-11T02:10:00-04:00') })).toBe(
      '2026-06-11T10:00:00.000Z',
    );
  });

  it('ends a night shift across the autumn DST change at 06:00 wall-clock time', () => {
    // 2026-11-01 02:00 EDT falls back to 01:00 EST: the night shift is 13 hours long.
    expect(validUntil({ validity: 'shift', inspectedAt: at('2026-10-31T19:00:00-04:00') })).toBe(
      '2026-11-01T11:00:00.000Z',
    );
  });

  it('makes one shift start a 24-hour shift from that time of day', () => {
    expect(
      validUntil({ validity: 'shift', shiftStarts: ['07:00'], inspectedAt: at('2026-06-10T06:30:00-04:00') }),
    ).toBe('2026-06-10T11:00:00.000Z');
  });

  it('ends a calendar-day inspection at midnight at the end of its date', () => {
    expect(validUntil({ validity: 'calendar_day', inspectedAt: at('2026-06-10T14:32:00-04:00') })).toBe(
      '2026-06-11T04:00:00.000Z',
    );
  });

  it('ends a calendar-day inspection on the spring DST day at the next midnight, 23 hours after the day began', () => {
    expect(validUntil({ validity: 'calendar_day', inspectedAt: at('2026-03-08T09:00:00-04:00') })).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });

  it('ends a calendar-day inspection on the autumn DST day at the next midnight, in standard time', () => {
    expect(validUntil({ validity: 'calendar_day', inspectedAt: at('2026-11-01T09:00:00-05:00') })).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('reads a backdated record as done at the end of its date, so it never covers a later day', () => {
    expect(validUntil({ validity: 'shift', date: '2026-06-08', inspectedAt: at('2026-06-10T09:00:00-04:00') })).toBe(
      '2026-06-09T10:00:00.000Z',
    );
  });
});
