import { checklistDetail, dataResponse } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checklistsQueryKey } from './checklists-query-key';

/** `GET api/checklist/{id}`: the checklist with its items in order and its attachment URLs. */
export async function getChecklist(id: number, signal?: AbortSignal) {
  const response = await api.get(`/api/checklist/${id}`, dataResponse(checklistDetail), { signal });
  return response.data;
}

export function checklistQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: [...checklistsQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getChecklist(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useChecklist(id: number | null) {
  return useQuery(checklistQueryOptions(id));
}
