import { checklistListRow, pagedResponse } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

import { checklistsQueryKey } from './checklists-query-key';

export type ChecklistListParams = {
  page: number;
  perPage: number;
  searchText: string;
  /** The Sunday of the chosen week; the server keeps that week. */
  startDate: string;
  /** Only the checklists with an issue (the Home dashboard's link); all of them when absent. */
  issuesOnly?: boolean;
  /** Only the checklists filled on a version of this inspection form (issue 36); every form when absent. */
  formId?: number | null;
};

/** `GET api/checklist`: one page of the caller's visible checklists. */
export function getChecklists(params: ChecklistListParams, signal?: AbortSignal) {
  return api.get('/api/checklist', pagedResponse(checklistListRow), {
    query: {
      page: params.page,
      per_page: params.perPage,
      searchText: params.searchText,
      start_date: params.startDate,
      has_issue: params.issuesOnly ? '1' : undefined,
      form_id: params.formId ?? undefined,
    },
    signal,
  });
}

export function checklistsQueryOptions(params: ChecklistListParams) {
  return queryOptions({
    queryKey: [...checklistsQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => getChecklists(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useChecklists(params: ChecklistListParams, enabled = true) {
  return useQuery({ ...checklistsQueryOptions(params), enabled });
}
