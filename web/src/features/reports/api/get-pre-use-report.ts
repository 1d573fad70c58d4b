import { preUseReportResponse } from '@fleet-ops/shared';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../report-range';
import { reportQueryOptions } from './report-query';

/** `POST api/reports/pre_use_inspection`: checklists, issues and days In Use with no valid inspection, per vehicle. */
export function preUseReportQueryOptions(range: DateRange) {
  return reportQueryOptions('/api/reports/pre_use_inspection', preUseReportResponse, range);
}

export function usePreUseReport(range: DateRange) {
  return useQuery(preUseReportQueryOptions(range));
}
