import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadFile, exportCode } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { ChecklistListParams } from './get-checklists';

export type ChecklistExportParams = Omit<ChecklistListParams, 'page' | 'perPage'>;

/**
 * `GET api/checklist/{6 hex}/export`: every checklist the list shows (same search, week and issue
 * filter; the server keeps the caller's own scope), as a CSV file.
 */
export function exportChecklists(params: ChecklistExportParams) {
  // The list's own query names (`GET api/checklist`), so the server reads them the same way.
  const query = {
    searchText: params.searchText,
    start_date: params.startDate,
    has_issue: params.issuesOnly ? '1' : undefined,
  };
  return downloadFile(`/api/checklist/${exportCode()}/export`, `pre-op-checklists-${todayIn(businessTimeZone)}.csv`, {
    query,
  });
}

export function useExportChecklists() {
  return useMutation({ mutationFn: exportChecklists });
}
