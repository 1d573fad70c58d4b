import { vehicleOverviewResponse } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { vehiclesQueryKey } from '../../api/get-vehicles';

/**
 * `GET api/vehicles/{id}/overview`: the record page in one call. Not toasted: the page says what
 * went wrong itself (a 401 still signs out).
 */
export async function getVehicleOverview(id: number, signal?: AbortSignal) {
  const response = await api.get(`/api/vehicles/${id}/overview`, vehicleOverviewResponse, {
    signal,
    errorToasts: 'none',
  });
  return response.data;
}

/** Under the vehicles key, so a save on the edit tab or a row action refreshes the record too. */
export function vehicleOverviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...vehiclesQueryKey, 'overview', id] as const,
    queryFn: ({ signal }) => getVehicleOverview(id, signal),
    retry: false,
  });
}

export function useVehicleOverview(id: number) {
  return useQuery(vehicleOverviewQueryOptions(id));
}
