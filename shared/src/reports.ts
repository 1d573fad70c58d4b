import { z } from 'zod';
import { dateMessages, isWithinDateBounds, optionalText } from './fields.js';
import { isCalendarDate } from './date-parts.js';
import { vehicleParentTypes } from './vehicle-lookups.js';
import { dateParts } from './date-parts.js';

export * from './reports-columns.js';
export * from './reports-responses.js';
export * from './reports-defects.js';

/**
 * The Reports screens and API (DESIGN.md section 4 "Reports"; the rules are written out in
 * docs/reports.md). Every report is `POST api/reports/...` with `start_date` and `end_date` and
 * answers `{ data: { start_date, end_date, rows, totals, series }, message }`. Money is dollars
 * with 2 decimals, percentages 0-100 with 1 decimal (null when there is nothing to measure).
 */

export const reportMessages = {
  startDateRequired: 'Start date is required.',
  startDateInvalid: 'Start date must be a valid date (YYYY-MM-DD).',
  endDateRequired: 'End date is required.',
  endDateInvalid: 'End date must be a valid date (YYYY-MM-DD).',
  endBeforeStart: 'End date must be on or after the start date.',
  rangeTooLong: 'The date range may cover at most 3 years.',
  typeInvalid: 'Unknown report type.',
  loaded: 'OK',
} as const;

/** The longest range a report covers, in years. */
export const maxReportYears = 3;

/** The last end date allowed for a start date: the day before the same date `maxReportYears` later. */
export function lastReportEndDate(startDate: string): string {
  const [year, month, day] = dateParts(startDate);
  // Date.UTC rolls Feb 29 of a leap year over to Mar 1, which keeps the range within 3 years.
  return new Date(Date.UTC(year + maxReportYears, month - 1, day - 1)).toISOString().slice(0, 10);
}

function reportDate(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .trim()
      .refine(isCalendarDate, { error: invalidMessage, abort: true })
      .refine(isWithinDateBounds, { error: dateMessages.outOfBounds }),
  );
}

const rangeFields = {
  start_date: reportDate(reportMessages.startDateRequired, reportMessages.startDateInvalid),
  end_date: reportDate(reportMessages.endDateRequired, reportMessages.endDateInvalid),
};

type RangeFields = { start_date: string; end_date: string };

/** End not before start, at most 3 years: both reported on `end_date`. */
function checkRange(range: RangeFields, context: z.RefinementCtx) {
  // An invalid date already has its own message; comparing it would only add noise.
  if (!isCalendarDate(range.start_date) || !isCalendarDate(range.end_date)) return;
  if (range.end_date < range.start_date) {
    context.addIssue({ code: 'custom', message: reportMessages.endBeforeStart, path: ['end_date'] });
  } else if (range.end_date > lastReportEndDate(range.start_date)) {
    context.addIssue({ code: 'custom', message: reportMessages.rangeTooLong, path: ['end_date'] });
  }
}

/** The body of every report call (JSON or form data). */
export const reportRangeRequest = z.object(rangeFields).superRefine(checkRange);
export type ReportRangeRequest = z.input<typeof reportRangeRequest>;
export type ReportRange = z.output<typeof reportRangeRequest>;

/** Parent type filter of Cleaning, Maintenance and Vehicle Types: `all` or one parent type (URL-encoded). */
export const parentTypeReportTypes = ['all', ...vehicleParentTypes] as const;
export type ParentTypeReportType = (typeof parentTypeReportTypes)[number];
export const parentTypeReportType = z.enum(parentTypeReportTypes, { error: reportMessages.typeInvalid });

/** Reg. Renewal and Incident: lapsed on or before today, still to come in the range, or both. */
export const expiryReportTypes = ['all', 'expired', 'upcoming'] as const;
export type ExpiryReportType = (typeof expiryReportTypes)[number];
export const expiryReportType = z.enum(expiryReportTypes, { error: reportMessages.typeInvalid });

export const parentTypeReportParams = z.object({ type: parentTypeReportType });
export const expiryReportParams = z.object({ type: expiryReportType });

/**
 * Exports take the range (and for Cleaning and Maintenance the optional type) as a query, and the
 * screen's search, so the file holds the rows the screen shows (`reportRowMatches`).
 */
const exportFields = { ...rangeFields, search: optionalText(100) };
export const reportExportQuery = z.object(exportFields).superRefine(checkRange);
export const parentTypeReportExportQuery = z
  .object({
    ...exportFields,
    type: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      parentTypeReportType.optional(),
    ),
  })
  .superRefine(checkRange);
export type ParentTypeReportExportQuery = z.output<typeof parentTypeReportExportQuery>;
