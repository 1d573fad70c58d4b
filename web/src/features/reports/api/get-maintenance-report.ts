import { maintenanceReportResponse, type ParentTypeReportType } from '@fleet-ops/shared';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../report-range';
import { reportQueryOptions } from './report-query';

/** `POST api/reports/maintenance/{type}`: maintenance appointments in the range, per vehicle and by week. */
export function maintenanceReportQueryOptions(range: DateRange, type: ParentTypeReportType) {
  return reportQueryOptions(`/api/reports/maintenance/${encodeURIComponent(type)}`, maintenanceReportResponse, range);
}

export function useMaintenanceReport(range: DateRange, type: ParentTypeReportType) {
  return useQuery(maintenanceReportQueryOptions(range, type));
}
