import type { ParentTypeReportType } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile, exportCode } from '../../../lib/download-file';
import type { DateRange } from '../report-range';
import { reportExportQuery } from './report-query';

/** `GET api/cleaning/{6 hex}/export`: the Cleaning report as shown (same range and type), as a CSV file. */
export function exportCleaningReport({
  range,
  type,
  search,
}: {
  range: DateRange;
  search: string;
  type: ParentTypeReportType;
}) {
  return downloadFile(
    `/api/cleaning/${exportCode()}/export`,
    `cleaning-report-${range.startDate}-${range.endDate}.csv`,
    {
      query: { ...reportExportQuery(range, search), type },
    },
  );
}

export function useExportCleaningReport() {
  return useMutation({ mutationFn: exportCleaningReport });
}
