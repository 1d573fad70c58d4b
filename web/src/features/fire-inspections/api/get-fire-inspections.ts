import { fireInspection, pagedResponse, type FireInspectionSortColumn, type SortDirection } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const inspectionsResponse = pagedResponse(fireInspection);

/** Every query of the feature starts with this key, so a change refreshes them all. */
export const fireInspectionsQueryKey = ['fire-inspections'] as const;

/** What the list and the CSV export both send: the search (when there is one) and the sort. */
export type FireInspectionFilterParams = {
  search?: string;
  expiry?: 'expired' | 'expiring';
  sort: FireInspectionSortColumn;
  sortDir: SortDirection;
};

export type FireInspectionListParams = FireInspectionFilterParams & { page: number; per_page: number };

/**
 * `GET api/inspections`: one page. A failure is said the spec's way by the screen
 * ('Error while fetching inspection details'), not with the server's text.
 */
export function getFireInspections(params: FireInspectionListParams, signal?: AbortSignal) {
  return api.get('/api/inspections', inspectionsResponse, { query: params, signal, errorToasts: 'none' });
}

export function fireInspectionsQueryOptions(params: FireInspectionListParams) {
  return queryOptions({
    queryKey: [...fireInspectionsQueryKey, 'list', params],
    queryFn: ({ signal }) => getFireInspections(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useFireInspections(params: FireInspectionListParams) {
  return useQuery(fireInspectionsQueryOptions(params));
}
