import { describe, expect, it } from 'vitest';
import { calendarDays, calendarRange, stepAnchor } from './calendar-dates';

describe('calendar dates', () => {
  it('covers a month with whole Sunday-to-Saturday weeks', () => {
    const days = calendarDays('month', '2026-11-18');
    expect(days[0]).toBe('2026-11-01');
    expect(days).toHaveLength(35);
    expect(calendarRange('month', '2026-02-10')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(calendarRange('month', '2026-08-10')).toEqual({ start: '2026-07-26', end: '2026-09-05' });
  });

  it('shows the week of the anchor and steps by weeks or months, across a year end', () => {
    expect(calendarRange('week', '2026-12-31')).toEqual({ start: '2026-12-27', end: '2027-01-02' });
    expect(stepAnchor('week', '2026-12-31', 1)).toBe('2027-01-03');
    expect(stepAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
  });
});
