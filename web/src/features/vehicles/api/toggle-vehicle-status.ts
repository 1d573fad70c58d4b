import { vehicleStateResponse, type VehicleStatusName } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

/**
 * `PUT api/vehicles/status/{id}`: `status` hides or shows the vehicle, `enabled` disables or
 * enables it; its tracking rows follow. The answer carries the vehicle's new state and a message.
 */
export function toggleVehicleStatus(id: number, name: VehicleStatusName) {
  return api.put(`/api/vehicles/status/${id}`, vehicleStateResponse, { name });
}

export function useToggleVehicleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: VehicleStatusName }) => toggleVehicleStatus(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
