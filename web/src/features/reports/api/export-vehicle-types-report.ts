import type { ParentTypeReportType } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import type { DateRange } from '../report-range';
import { reportExportQuery } from './report-query';

/** `GET api/vehicle_types/{type}/{6 hex}/export`: the Vehicle Types report as shown, as a CSV file. */
export function exportVehicleTypesReport({
  range,
  type,
  search,
}: {
  range: DateRange;
  search: string;
  type: ParentTypeReportType;
}) {
  return downloadFile(
    `/api/vehicle_types/${encodeURIComponent(type)}/${exportCode()}/export`,
    `vehicle-types-report-${range.startDate}-${range.endDate}.csv`,
    { query: reportExportQuery(range, search) },
  );
}

export function useExportVehicleTypesReport() {
  return useMutation({ mutationFn: exportVehicleTypesReport });
}
