import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import type { DateRange } from '../report-range';
import { reportExportQuery } from './report-query';

/** `GET api/pre_use_inspection/{6 hex}/export`: the Pre Use Inspection report as shown, as a CSV file. */
export function exportPreUseReport({ range, search }: { range: DateRange; search: string }) {
  return downloadFile(
    `/api/pre_use_inspection/${exportCode()}/export`,
    `pre-use-inspection-report-${range.startDate}-${range.endDate}.csv`,
    { query: reportExportQuery(range, search) },
  );
}

export function useExportPreUseReport() {
  return useMutation({ mutationFn: exportPreUseReport });
}
