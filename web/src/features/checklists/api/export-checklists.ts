import { useMutation } from '@tanstack/react-query';
import { businessTimeZone } from '../../../config/business';
import { downloadExport, type ExportRequest } from '../../../lib/download-file';
import { todayIn } from '../../../lib/format';
import type { ChecklistListParams } from './get-checklists';

export type ChecklistExportParams = Omit<ChecklistListParams, 'page' | 'perPage'>;

/**
 * `GET api/checklist/{6 hex}/export`: every checklist the list shows (same search, week, issue and
 * form filters; the server keeps the caller's own scope), as CSV or XLSX.
 */
export function exportChecklists({ filter, format }: ExportRequest<ChecklistExportParams>) {
  // The list's own query names (`GET api/checklist`), so the server reads them the same way.
  const query = {
    searchText: filter.searchText,
    start_date: filter.startDate,
    has_issue: filter.issuesOnly ? '1' : undefined,
    form_id: filter.formId ?? undefined,
  };
  return downloadExport('/api/checklist', `pre-op-checklists-${todayIn(businessTimeZone)}`, format, query);
}

export function useExportChecklists() {
  return useMutation({ mutationFn: exportChecklists });
}
