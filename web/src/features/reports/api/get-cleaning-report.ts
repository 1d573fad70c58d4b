import { cleaningReportResponse, type ParentTypeReportType } from '@fleet-ops/shared';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../report-range';
import { reportQueryOptions } from './report-query';

/** `POST api/reports/cleaning/{type}`: per vehicle per week, was a cleaning booked; compliance % by week. */
export function cleaningReportQueryOptions(range: DateRange, type: ParentTypeReportType) {
  return reportQueryOptions(`/api/reports/cleaning/${encodeURIComponent(type)}`, cleaningReportResponse, range);
}

export function useCleaningReport(range: DateRange, type: ParentTypeReportType) {
  return useQuery(cleaningReportQueryOptions(range, type));
}
