import { pagedResponse, renewal, type RenewalKind } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const renewalsResponse = pagedResponse(renewal);

/** What the list and the CSV export both send: only the filters in force. */
export type RenewalFilterParams = { kind?: RenewalKind; within_days?: number; overdue?: 1 };
export type RenewalListParams = RenewalFilterParams & { page: number; per_page: number };

/** `GET api/renewals`: one page, soonest first. The screen says a failure its own way. */
export function getRenewals(params: RenewalListParams, signal?: AbortSignal) {
  return api.get('/api/renewals', renewalsResponse, { query: params, signal, errorToasts: 'none' });
}

export function renewalsQueryOptions(params: RenewalListParams) {
  return queryOptions({
    queryKey: ['renewals', 'list', params],
    queryFn: ({ signal }) => getRenewals(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useRenewals(params: RenewalListParams) {
  return useQuery(renewalsQueryOptions(params));
}
