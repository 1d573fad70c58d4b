import type { ExpiryReportType } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import type { DateRange } from '../report-range';
import { reportExportQuery } from './report-query';

/** `GET api/reg_renewal/{type}/{6 hex}/export`: the Reg. Renewal report as shown, as a CSV file. */
export function exportRegRenewalReport({
  range,
  type,
  search,
}: {
  range: DateRange;
  search: string;
  type: ExpiryReportType;
}) {
  return downloadFile(
    `/api/reg_renewal/${type}/${exportCode()}/export`,
    `reg-renewal-report-${type}-${range.startDate}-${range.endDate}.csv`,
    { query: reportExportQuery(range, search) },
  );
}

export function useExportRegRenewalReport() {
  return useMutation({ mutationFn: exportRegRenewalReport });
}
