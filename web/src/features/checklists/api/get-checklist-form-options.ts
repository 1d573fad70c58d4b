import { checklistFormOptions, dataResponse } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checklistsQueryKey } from './get-checklists';

/** `GET api/checklist/form_options`: the caller's vehicles and operators, and today in the business timezone. */
export async function getChecklistFormOptions(signal?: AbortSignal) {
  const response = await api.get('/api/checklist/form_options', dataResponse(checklistFormOptions), { signal });
  return response.data;
}

export function checklistFormOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...checklistsQueryKey, 'form-options'] as const,
    queryFn: ({ signal }) => getChecklistFormOptions(signal),
    staleTime: 60 * 1000,
  });
}

export function useChecklistFormOptions() {
  return useQuery(checklistFormOptionsQueryOptions());
}
