import { assignedVehicle, dataResponse } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

const assignedVehiclesResponse = dataResponse(z.array(assignedVehicle));

/** `GET api/drivers/assigned_vehicles/{id}`: the driver's current and upcoming vehicles. */
export async function getAssignedVehicles(driverId: number, signal?: AbortSignal) {
  const response = await api.get(`/api/drivers/assigned_vehicles/${driverId}`, assignedVehiclesResponse, { signal });
  return response.data;
}

export function assignedVehiclesQueryOptions(driverId: number) {
  return queryOptions({
    queryKey: [...driversQueryKey, 'assigned-vehicles', driverId],
    queryFn: ({ signal }) => getAssignedVehicles(driverId, signal),
    // The archive dialog must list what archiving will end now.
    staleTime: 0,
  });
}

export function useAssignedVehicles(driverId: number, enabled = true) {
  return useQuery({ ...assignedVehiclesQueryOptions(driverId), enabled });
}
