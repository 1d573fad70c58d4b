import type { ParentTypeReportType } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import type { DateRange } from '../report-range';
import { reportExportQuery } from './report-query';

/** `GET api/maintenance/{6 hex}/export`: the Maintenance report as shown (same range and type), as a CSV file. */
export function exportMaintenanceReport({
  range,
  type,
  search,
}: {
  range: DateRange;
  search: string;
  type: ParentTypeReportType;
}) {
  return downloadFile(
    `/api/maintenance/${exportCode()}/export`,
    `maintenance-report-${range.startDate}-${range.endDate}.csv`,
    { query: { ...reportExportQuery(range, search), type } },
  );
}

export function useExportMaintenanceReport() {
  return useMutation({ mutationFn: exportMaintenanceReport });
}
