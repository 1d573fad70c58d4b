import type { ParentTypeReportType } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { reportRangeBody, type DateRange } from '../report-range';

/** `GET api/vehicle_types/{type}/{6 hex}/export`: the Vehicle Types report as shown, as a CSV file. */
export function exportVehicleTypesReport({ range, type }: { range: DateRange; type: ParentTypeReportType }) {
  return downloadFile(
    `/api/vehicle_types/${encodeURIComponent(type)}/${exportCode()}/export`,
    `vehicle-types-report-${range.startDate}-${range.endDate}.csv`,
    { query: reportRangeBody(range) },
  );
}

export function useExportVehicleTypesReport() {
  return useMutation({ mutationFn: exportVehicleTypesReport });
}
