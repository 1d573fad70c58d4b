import { describe, expect, it } from 'vitest';
import { lastReportEndDate, parentTypeReportExportQuery, reportRangeRequest } from './reports.js';

function fieldErrors(body: unknown) {
  const parsed = reportRangeRequest.safeParse(body);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('report date range', () => {
  it('accepts a range of one day and a range across a year end', () => {
    expect(reportRangeRequest.parse({ start_date: '2025-03-04', end_date: '2025-03-04' })).toEqual({
      start_date: '2025-03-04',
      end_date: '2025-03-04',
    });
    expect(reportRangeRequest.safeParse({ start_date: '2024-12-15', end_date: '2025-01-15' }).success).toBe(true);
  });

  it('asks for both dates when they are missing, blank or null', () => {
    expect(fieldErrors({})).toEqual({ start_date: 'Start date is required.', end_date: 'End date is required.' });
    expect(fieldErrors({ start_date: ' ', end_date: null })).toEqual({
      start_date: 'Start date is required.',
      end_date: 'End date is required.',
    });
  });

  it('refuses dates that are not calendar days', () => {
    expect(fieldErrors({ start_date: '2025-02-30', end_date: 'tomorrow' })).toEqual({
      start_date: 'Start date must be a valid date (YYYY-MM-DD).',
      end_date: 'End date must be a valid date (YYYY-MM-DD).',
    });
    expect(fieldErrors({ start_date: 20250101, end_date: '2025-01-01' })).toEqual({
      start_date: 'Start date must be a valid date (YYYY-MM-DD).',
    });
  });

  it('refuses an end date before the start date', () => {
    expect(fieldErrors({ start_date: '2025-03-04', end_date: '2025-03-03' })).toEqual({
      end_date: 'End date must be on or after the start date.',
    });
  });

  it('allows at most 3 years: up to the day before the same date 3 years later', () => {
    expect(lastReportEndDate('2023-01-01')).toBe('2025-12-31');
    expect(lastReportEndDate('2024-02-29')).toBe('2027-02-28');
    expect(fieldErrors({ start_date: '2023-01-01', end_date: '2025-12-31' })).toEqual({});
    expect(fieldErrors({ start_date: '2023-01-01', end_date: '2026-01-01' })).toEqual({
      end_date: 'The date range may cover at most 3 years.',
    });
  });

  it('reads the export query the same way, with an optional parent type', () => {
    expect(
      parentTypeReportExportQuery.parse({ start_date: '2025-01-01', end_date: '2025-01-31', type: 'SUV' }),
    ).toEqual({ start_date: '2025-01-01', end_date: '2025-01-31', type: 'SUV' });
    expect(parentTypeReportExportQuery.parse({ start_date: '2025-01-01', end_date: '2025-01-31', type: '' }).type).toBe(
      undefined,
    );
    expect(
      parentTypeReportExportQuery.safeParse({ start_date: '2025-01-01', end_date: '2025-01-31', type: 'Boat' }).error
        ?.issues[0]?.message,
    ).toBe('Unknown report type.');
  });
});
