import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { DefectFilterParams } from './get-defects';

/** `GET api/defects/{6 hex}/export`: the defects the list shows (same filters), newest first, as CSV. */
export function exportDefects(filter: DefectFilterParams) {
  return downloadFile(`/api/defects/${exportCode()}/export`, `defects-${todayIn(businessTimeZone)}.csv`, {
    query: filter,
  });
}

export function useExportDefects() {
  return useMutation({ mutationFn: exportDefects });
}
