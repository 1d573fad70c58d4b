import { messageResponse } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

/** `DELETE api/drivers/{id}`: the driver and their sign-in. */
export function deleteDriver(id: number) {
  return api.delete(`/api/drivers/${id}`, messageResponse);
}

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
