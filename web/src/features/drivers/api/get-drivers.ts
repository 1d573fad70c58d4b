import { driver, pagedResponse } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DriverListParams } from '../driver-list-state';

const driversResponse = pagedResponse(driver);

/** Every query of the drivers feature starts with this key, so a change refreshes them all. */
export const driversQueryKey = ['drivers'] as const;

/** `GET api/drivers`: one page of the filtered, sorted list. */
export function getDrivers(params: DriverListParams, signal?: AbortSignal) {
  return api.get('/api/drivers', driversResponse, { query: params, signal });
}

export function driversQueryOptions(params: DriverListParams) {
  return queryOptions({
    queryKey: [...driversQueryKey, 'list', params],
    queryFn: ({ signal }) => getDrivers(params, signal),
    // Paging, sorting and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useDrivers(params: DriverListParams) {
  return useQuery(driversQueryOptions(params));
}
