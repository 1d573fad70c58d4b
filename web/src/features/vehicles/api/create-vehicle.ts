import { dataResponse, vehicle, type VehicleFormInput } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

const vehicleResponse = dataResponse(vehicle);

/** `POST api/vehicles` with the form's fields (files follow, one call each). 422s are the form's to show. */
export function createVehicle(values: VehicleFormInput) {
  return api.post('/api/vehicles', vehicleResponse, values, { errorToasts: 'except-validation' });
}

/** Every vehicle list and chooser shows the new vehicle. */
export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
