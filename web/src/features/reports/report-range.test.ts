import { describe, expect, it } from 'vitest';
import { createLoader } from 'nuqs';
import {
  presetOf,
  presetRange,
  rangeInAddress,
  reportRangeAddress,
  withEndDate,
  withStartDate,
  type DateRange,
} from './report-range';

/** A Wednesday. */
const today = '2026-03-18';

describe('presetRange', () => {
  it('counts the weeks Sunday to Saturday and the months and year whole', () => {
    expect(presetRange('thisWeek', today)).toEqual({ startDate: '2026-03-15', endDate: '2026-03-21' });
    expect(presetRange('lastWeek', today)).toEqual({ startDate: '2026-03-08', endDate: '2026-03-14' });
    expect(presetRange('thisMonth', today)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(presetRange('lastMonth', today)).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(presetRange('thisYear', today)).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
  });

  it('starts this week on today when today is a Sunday, and ends it on today when it is a Saturday', () => {
    expect(presetRange('thisWeek', '2026-03-15')).toEqual({ startDate: '2026-03-15', endDate: '2026-03-21' });
    expect(presetRange('thisWeek', '2026-03-21')).toEqual({ startDate: '2026-03-15', endDate: '2026-03-21' });
  });

  it('crosses into the previous year for last week and last month in early January', () => {
    expect(presetRange('lastWeek', '2026-01-02')).toEqual({ startDate: '2025-12-21', endDate: '2025-12-27' });
    expect(presetRange('lastMonth', '2026-01-31')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
  });

  it('ends February on the 29th in a leap year', () => {
    expect(presetRange('thisMonth', '2028-02-10')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });
});

describe('presetOf', () => {
  it('names the preset a range matches, and none for a range picked by hand', () => {
    expect(presetOf({ startDate: '2026-03-08', endDate: '2026-03-14' }, today)).toBe('lastWeek');
    expect(presetOf({ startDate: '2026-03-01', endDate: '2026-03-31' }, today)).toBe('thisMonth');
    expect(presetOf({ startDate: '2026-03-01', endDate: '2026-03-30' }, today)).toBeNull();
  });
});

describe('the range in the address', () => {
  const load = createLoader(reportRangeAddress);
  const read = (query: string) => {
    const { start_date, end_date } = load(query);
    return rangeInAddress(start_date, end_date, today);
  };

  it('opens on this month when the address holds no range', () => {
    expect(read('')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
  });

  it('reads the range from start_date and end_date', () => {
    expect(read('start_date=2025-11-02&end_date=2026-01-17')).toEqual({
      startDate: '2025-11-02',
      endDate: '2026-01-17',
    });
  });

  it('falls back to this month when a date is missing or not a real day', () => {
    expect(read('start_date=2026-01-01')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(read('start_date=2026-02-30&end_date=2026-03-05')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
  });

  it('swaps dates given the wrong way round', () => {
    expect(read('start_date=2026-03-10&end_date=2026-03-02')).toEqual({
      startDate: '2026-03-02',
      endDate: '2026-03-10',
    });
  });
});

describe('withStartDate and withEndDate', () => {
  const march: DateRange = { startDate: '2026-03-01', endDate: '2026-03-31' };

  it('keeps the other date when the range stays in order', () => {
    expect(withStartDate(march, '2026-02-15')).toEqual({ startDate: '2026-02-15', endDate: '2026-03-31' });
    expect(withEndDate(march, '2026-04-15')).toEqual({ startDate: '2026-03-01', endDate: '2026-04-15' });
  });

  it('moves the other date along when the range would run backwards', () => {
    expect(withStartDate(march, '2026-04-10')).toEqual({ startDate: '2026-04-10', endDate: '2026-04-10' });
    expect(withEndDate(march, '2026-02-20')).toEqual({ startDate: '2026-02-20', endDate: '2026-02-20' });
  });

  it('keeps the range within the 3 years a report may cover', () => {
    expect(withStartDate(march, '2023-01-01')).toEqual({ startDate: '2023-01-01', endDate: '2025-12-31' });
    expect(withEndDate(march, '2029-06-30')).toEqual({ startDate: '2026-07-01', endDate: '2029-06-30' });
  });
});
