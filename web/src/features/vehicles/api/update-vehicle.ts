import { dataResponse, vehicle, type VehicleFormInput } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehicleQueryOptions } from './get-vehicle';
import { vehiclesQueryKey } from './get-vehicles';

const vehicleResponse = dataResponse(vehicle);

/** `PUT api/vehicles/{id}` with every field of the form (files are uploaded after, one call each). */
export function updateVehicle(id: number, values: VehicleFormInput) {
  return api.put(`/api/vehicles/${id}`, vehicleResponse, values, { errorToasts: 'except-validation' });
}

/** The detail takes the answer as it is; lists and choosers read again. */
export function useUpdateVehicle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: VehicleFormInput) => updateVehicle(id, values),
    onSuccess: async (response) => {
      queryClient.setQueryData(vehicleQueryOptions(id).queryKey, response.data);
      await queryClient.invalidateQueries({
        queryKey: vehiclesQueryKey,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
    },
  });
}
