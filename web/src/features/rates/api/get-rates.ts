import { pagedResponse, rate } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const ratesResponse = pagedResponse(rate);

/** Every query of the rates feature starts with this key, so a change refreshes them all. */
export const ratesQueryKey = ['rates'] as const;

/** One page, or `all: 1` for every rate on one page (the screen searches and pages them itself). */
export type RateListParams = { page: number; per_page: number } | { all: 1 };

/** `GET api/rates`: one page of 'Rate for Vehicles', or all of them. */
export function getRates(params: RateListParams, signal?: AbortSignal) {
  return api.get('/api/rates', ratesResponse, { query: params, signal });
}

export function ratesQueryOptions(params: RateListParams) {
  return queryOptions({
    queryKey: [...ratesQueryKey, 'list', params],
    queryFn: ({ signal }) => getRates(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRates(params: RateListParams) {
  return useQuery(ratesQueryOptions(params));
}
