import { incidentReportResponse, type ExpiryReportType } from '@fleet-ops/shared';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../report-range';
import { reportQueryOptions } from './report-query';

/** `POST api/reports/inspection/{all|expired|upcoming}`: fire extinguisher inspections expired or expiring. */
export function incidentReportQueryOptions(range: DateRange, type: ExpiryReportType) {
  return reportQueryOptions(`/api/reports/inspection/${type}`, incidentReportResponse, range);
}

export function useIncidentReport(range: DateRange, type: ExpiryReportType) {
  return useQuery(incidentReportQueryOptions(range, type));
}
