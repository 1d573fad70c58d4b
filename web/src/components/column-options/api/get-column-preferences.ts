import { customization, dataResponse } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const customizationResponse = dataResponse(customization);

export function columnPreferencesQueryKey(page: string) {
  return ['customization', page] as const;
}

/** `GET api/customization/{page}`: the saved columns, or null when the screen's defaults apply. */
export async function getColumnPreferences(page: string, signal?: AbortSignal) {
  const response = await api.get(`/api/customization/${encodeURIComponent(page)}`, customizationResponse, { signal });
  return response.data.column_visibility;
}

export function columnPreferencesQueryOptions(page: string) {
  return queryOptions({
    queryKey: columnPreferencesQueryKey(page),
    queryFn: ({ signal }) => getColumnPreferences(page, signal),
    staleTime: Infinity,
  });
}

export function useColumnPreferencesQuery(page: string) {
  return useQuery(columnPreferencesQueryOptions(page));
}
