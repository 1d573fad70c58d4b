import { trackingListResponse } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { showsSharedData } from '../../../lib/query-dependencies';
import type { TrackingListParams } from '../tracking-list-state';

/** Every query of the tracking feature starts with this key, so a change refreshes them all. */
export const trackingsQueryKey = ['trackings'] as const;

/** `GET api/trackings`: one page of the week's rows (the server opens the week) and the week's total. */
export function getTrackings(params: TrackingListParams, signal?: AbortSignal) {
  return api.get('/api/trackings', trackingListResponse, { query: params, signal });
}

export function trackingsQueryOptions(params: TrackingListParams) {
  return queryOptions({
    queryKey: [...trackingsQueryKey, 'list', params],
    queryFn: ({ signal }) => getTrackings(params, signal),
    // Each row shows today's rates for its rate-type choice: a rate change refreshes it.
    meta: showsSharedData('rates'),
    placeholderData: keepPreviousData,
  });
}

export function useTrackings(params: TrackingListParams) {
  return useQuery(trackingsQueryOptions(params));
}
