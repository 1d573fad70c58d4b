import type { FireInspectionSortColumn, SortDirection } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';

/** `GET api/inspections/{6 hex}/export`: every inspection in the list's order, as a CSV file. */
export function exportFireInspections(sort: { sort: FireInspectionSortColumn; sortDir: SortDirection }) {
  return downloadFile(
    `/api/inspections/${exportCode()}/export`,
    `fire-extinguisher-inspections-${todayIn(businessTimeZone)}.csv`,
    { query: sort },
  );
}

export function useExportFireInspections() {
  return useMutation({ mutationFn: exportFireInspections });
}
