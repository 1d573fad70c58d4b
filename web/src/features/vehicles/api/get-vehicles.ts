import { pagedResponse, vehicleListRow } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { VehicleListParams } from '../vehicle-list-state';

const vehiclesResponse = pagedResponse(vehicleListRow);

/** Every query about vehicles starts with this key, so a change to a vehicle refreshes them all. */
export const vehiclesQueryKey = ['vehicles'] as const;

/** `GET api/vehicles/{type}`: one page of the filtered, sorted list. */
export function getVehicles({ type, ...query }: VehicleListParams, signal?: AbortSignal) {
  return api.get(`/api/vehicles/${type}`, vehiclesResponse, { query, signal });
}

export function vehiclesQueryOptions(params: VehicleListParams) {
  return queryOptions({
    queryKey: [...vehiclesQueryKey, 'list', params],
    queryFn: ({ signal }) => getVehicles(params, signal),
    // Paging, sorting and filtering keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useVehicles(params: VehicleListParams) {
  return useQuery(vehiclesQueryOptions(params));
}
