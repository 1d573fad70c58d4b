import { messageResponse } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fireInspectionsQueryKey } from './get-fire-inspections';

/** `DELETE api/inspections/{id}`. */
export function deleteFireInspection(id: number) {
  return api.delete(`/api/inspections/${id}`, messageResponse);
}

export function useDeleteFireInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFireInspection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fireInspectionsQueryKey }),
  });
}
