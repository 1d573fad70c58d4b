import { defectsReportResponse } from '@fleet-ops/shared';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../report-range';
import { reportQueryOptions } from './report-query';

/** `POST api/reports/defects`: per vehicle, open defects by class, overdue minors, repairs and hours out of service. */
export function defectsReportQueryOptions(range: DateRange) {
  return reportQueryOptions('/api/reports/defects', defectsReportResponse, range);
}

export function useDefectsReport(range: DateRange) {
  return useQuery(defectsReportQueryOptions(range));
}
