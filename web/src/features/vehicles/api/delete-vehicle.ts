import { messageResponse } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

/** `DELETE api/vehicles/{id}`: the vehicle and its files; its drivers are released (and logged). */
export function deleteVehicle(id: number) {
  return api.delete(`/api/vehicles/${id}`, messageResponse);
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
