import { upcomingDriversResponse } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from '../../vehicles';

/** `GET api/assigned_drivers/upcoming?vehicle_id`: the vehicle's assignments that have not started, every slot's. */
export async function getUpcomingDrivers(vehicleId: number, signal?: AbortSignal) {
  const response = await api.get('/api/assigned_drivers/upcoming', upcomingDriversResponse, {
    query: { vehicle_id: vehicleId },
    signal,
  });
  return response.data;
}

export function upcomingDriversQueryOptions(vehicleId: number) {
  return queryOptions({
    queryKey: [...vehiclesQueryKey, 'upcoming-drivers', vehicleId],
    queryFn: ({ signal }) => getUpcomingDrivers(vehicleId, signal),
    // The modal must list what is planned now, not what was planned when it was last opened.
    staleTime: 0,
  });
}

export function useUpcomingDrivers(vehicleId: number) {
  return useQuery(upcomingDriversQueryOptions(vehicleId));
}
