import { dataResponse, vehicle } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

const vehicleResponse = dataResponse(vehicle);

/**
 * `GET api/vehicles/{id}`: the vehicle as the edit form starts from. Not toasted here: the form
 * says 'Something got wrong!' itself (a 401 still signs out).
 */
export async function getVehicle(id: number, signal?: AbortSignal) {
  const response = await api.get(`/api/vehicles/${id}`, vehicleResponse, { signal, errorToasts: 'none' });
  return response.data;
}

export function vehicleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...vehiclesQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => getVehicle(id, signal),
    // The form must start from what is stored now, not from a page read a while ago.
    staleTime: 0,
    retry: false,
  });
}

export function useVehicle(id: number | undefined) {
  return useQuery({ ...vehicleQueryOptions(id ?? 0), enabled: id !== undefined });
}
