import { messageResponse } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstAidKitsQueryKey } from './get-first-aid-kits';

/** `DELETE api/first_aid_kits/{id}`. */
export function deleteFirstAidKit(id: number) {
  return api.delete(`/api/first_aid_kits/${id}`, messageResponse);
}

export function useDeleteFirstAidKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFirstAidKit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firstAidKitsQueryKey }),
  });
}
