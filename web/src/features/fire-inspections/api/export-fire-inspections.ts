import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { FireInspectionFilterParams } from './get-fire-inspections';

/** `GET api/inspections/{6 hex}/export`: the inspections the list shows (same search), in its order, as CSV or XLSX. */
export function exportFireInspections({ filter, format }: ExportRequest<FireInspectionFilterParams>) {
  return downloadExport(
    '/api/inspections',
    `fire-extinguisher-inspections-${todayIn(businessTimeZone)}`,
    format,
    filter,
  );
}

export function useExportFireInspections() {
  return useMutation({ mutationFn: exportFireInspections });
}
