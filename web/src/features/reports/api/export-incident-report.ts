import type { ExpiryReportType } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import type { DateRange } from '../report-range';
import { reportExportQuery } from './report-query';

/** `GET api/inspection/{type}/{6 hex}/export`: the Incident report as shown, as a CSV file. */
export function exportIncidentReport({
  range,
  type,
  search,
}: {
  range: DateRange;
  search: string;
  type: ExpiryReportType;
}) {
  return downloadFile(
    `/api/inspection/${type}/${exportCode()}/export`,
    `incident-report-${type}-${range.startDate}-${range.endDate}.csv`,
    { query: reportExportQuery(range, search) },
  );
}

export function useExportIncidentReport() {
  return useMutation({ mutationFn: exportIncidentReport });
}
