import type { ExpiryReportType } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { reportRangeBody, type DateRange } from '../report-range';

/** `GET api/inspection/{type}/{6 hex}/export`: the Incident report as shown, as a CSV file. */
export function exportIncidentReport({ range, type }: { range: DateRange; type: ExpiryReportType }) {
  return downloadFile(
    `/api/inspection/${type}/${exportCode()}/export`,
    `incident-report-${type}-${range.startDate}-${range.endDate}.csv`,
    { query: reportRangeBody(range) },
  );
}

export function useExportIncidentReport() {
  return useMutation({ mutationFn: exportIncidentReport });
}
