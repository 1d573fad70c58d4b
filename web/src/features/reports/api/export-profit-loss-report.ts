import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import type { DateRange } from '../report-range';
import { reportExportQuery } from './report-query';

/** `GET api/profit_loss/{6 hex}/export`: the Profit & Loss report as shown, as a CSV file. */
export function exportProfitLossReport({ range, search }: { range: DateRange; search: string }) {
  return downloadFile(
    `/api/profit_loss/${exportCode()}/export`,
    `profit-loss-report-${range.startDate}-${range.endDate}.csv`,
    { query: reportExportQuery(range, search) },
  );
}

export function useExportProfitLossReport() {
  return useMutation({ mutationFn: exportProfitLossReport });
}
