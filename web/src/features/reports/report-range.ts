import { addDays, dateParts, lastReportEndDate, weekStart } from '@fleet-ops/shared';
import { calendarDateParam } from '../../lib/list-address';

/** The dates a report covers, both included, as YYYY-MM-DD. */
export type DateRange = { startDate: string; endDate: string };

/** The quick choices next to the From and To dates; weeks run Sunday to Saturday (DESIGN.md section 4). */
export const rangePresets = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** Every report opens on the current month. */
const defaultPreset: RangePreset = 'thisMonth';

function monthStart(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

/** The first day of the month after the one holding `isoDate` (day 28 + 4 always lands in the next month). */
function nextMonthStart(isoDate: string): string {
  return monthStart(addDays(`${isoDate.slice(0, 7)}-28`, 4));
}

function monthOf(isoDate: string): DateRange {
  const startDate = monthStart(isoDate);
  return { startDate, endDate: addDays(nextMonthStart(startDate), -1) };
}

/** The range a preset stands for on `today` (the business day). */
export function presetRange(preset: RangePreset, today: string): DateRange {
  switch (preset) {
    case 'thisWeek':
      return { startDate: weekStart(today), endDate: addDays(weekStart(today), 6) };
    case 'lastWeek':
      return { startDate: addDays(weekStart(today), -7), endDate: addDays(weekStart(today), -1) };
    case 'thisMonth':
      return monthOf(today);
    case 'lastMonth':
      return monthOf(addDays(monthStart(today), -1));
    case 'thisYear':
      return { startDate: `${today.slice(0, 4)}-01-01`, endDate: `${today.slice(0, 4)}-12-31` };
  }
}

/** The preset a range matches on `today`, or null for a range picked by hand. */
export function presetOf(range: DateRange, today: string): RangePreset | null {
  return (
    rangePresets.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
    }) ?? null
  );
}

/** The earliest From date a To date allows: a report covers at most `maxReportYears` (3) years. */
function firstStartDateFor(endDate: string): string {
  const [year, month, day] = dateParts(endDate);
  return new Date(Date.UTC(year - 3, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** A new From date: the To date follows it when the range would run backwards or past 3 years. */
export function withStartDate(range: DateRange, startDate: string): DateRange {
  const last = lastReportEndDate(startDate);
  const endDate = range.endDate < startDate ? startDate : range.endDate > last ? last : range.endDate;
  return { startDate, endDate };
}

/** A new To date: the From date follows it when the range would run backwards or past 3 years. */
export function withEndDate(range: DateRange, endDate: string): DateRange {
  const first = firstStartDateFor(endDate);
  const startDate = range.startDate > endDate ? endDate : range.startDate < first ? first : range.startDate;
  return { startDate, endDate };
}

/** A report's range in the address, so a report link shows the same dates to whoever opens it. */
export const reportRangeAddress = { start_date: calendarDateParam, end_date: calendarDateParam };

/**
 * The range the address holds (`start_date`, `end_date`, each null when missing or not a real
 * day): without both it is this month, and dates given the wrong way round are swapped.
 */
export function rangeInAddress(start: string | null, end: string | null, today: string): DateRange {
  if (start === null || end === null) return presetRange(defaultPreset, today);
  return start <= end ? { startDate: start, endDate: end } : { startDate: end, endDate: start };
}

/** What every report call and export sends. */
type ReportRangeBody = { start_date: string; end_date: string };

export function reportRangeBody(range: DateRange): ReportRangeBody {
  return { start_date: range.startDate, end_date: range.endDate };
}
