import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { FireInspectionFilterParams } from './get-fire-inspections';

/** `GET api/inspections/{6 hex}/export`: the inspections the list shows (same search), in its order, as a CSV file. */
export function exportFireInspections(filter: FireInspectionFilterParams) {
  return downloadFile(
    `/api/inspections/${exportCode()}/export`,
    `fire-extinguisher-inspections-${todayIn(businessTimeZone)}.csv`,
    { query: filter },
  );
}

export function useExportFireInspections() {
  return useMutation({ mutationFn: exportFireInspections });
}
