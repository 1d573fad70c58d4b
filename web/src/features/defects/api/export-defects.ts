import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { DefectFilterParams } from './get-defects';

/** `GET api/defects/{6 hex}/export`: the defects the list shows (same filters), newest first, as CSV or XLSX. */
export function exportDefects({ filter, format }: ExportRequest<DefectFilterParams>) {
  return downloadExport('/api/defects', `defects-${todayIn(businessTimeZone)}`, format, filter);
}

export function useExportDefects() {
  return useMutation({ mutationFn: exportDefects });
}
