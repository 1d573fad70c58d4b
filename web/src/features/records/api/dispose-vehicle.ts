import { dataResponse, vehicle, type DisposeVehicleRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from '../../vehicles';

/** `POST api/vehicles/{id}/dispose` (admins). 422 field messages are left to the form. */
export function disposeVehicle(id: number, values: DisposeVehicleRequest) {
  return api.post(`/api/vehicles/${id}/dispose`, dataResponse(vehicle), values, { errorToasts: 'except-validation' });
}

/** Every vehicle list and record follows: the vehicle has left them. */
export function useDisposeVehicle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DisposeVehicleRequest) => disposeVehicle(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
