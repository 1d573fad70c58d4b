import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { reportRangeBody, type DateRange } from '../report-range';

/** `GET api/profit_loss/{6 hex}/export`: the Profit & Loss report as shown, as a CSV file. */
export function exportProfitLossReport(range: DateRange) {
  return downloadFile(
    `/api/profit_loss/${exportCode()}/export`,
    `profit-loss-report-${range.startDate}-${range.endDate}.csv`,
    { query: reportRangeBody(range) },
  );
}

export function useExportProfitLossReport() {
  return useMutation({ mutationFn: exportProfitLossReport });
}
