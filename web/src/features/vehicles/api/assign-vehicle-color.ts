import { vehicleStateResponse, type VehicleColorRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

/** `POST api/vehicles/color`: the row colour of a vehicle (#rrggbb). Field errors are the modal's to show. */
export function assignVehicleColor(values: VehicleColorRequest) {
  return api.post('/api/vehicles/color', vehicleStateResponse, values, { errorToasts: 'except-validation' });
}

export function useAssignVehicleColor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignVehicleColor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
