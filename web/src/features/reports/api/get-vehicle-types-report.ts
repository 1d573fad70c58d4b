import { vehicleTypesReportResponse, type ParentTypeReportType } from '@fleet-ops/shared';
import { useQuery } from '@tanstack/react-query';
import type { DateRange } from '../report-range';
import { reportQueryOptions } from './report-query';

/** `POST api/reports/vehicle_types/{type}`: vehicles by parent type and ownership, rates and billing. */
export function vehicleTypesReportQueryOptions(range: DateRange, type: ParentTypeReportType) {
  return reportQueryOptions(
    `/api/reports/vehicle_types/${encodeURIComponent(type)}`,
    vehicleTypesReportResponse,
    range,
  );
}

export function useVehicleTypesReport(range: DateRange, type: ParentTypeReportType) {
  return useQuery(vehicleTypesReportQueryOptions(range, type));
}
