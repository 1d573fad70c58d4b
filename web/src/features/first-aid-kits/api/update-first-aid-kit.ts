import { dataResponse, firstAidKit, type FirstAidKitFormValues } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstAidKitsQueryKey } from './get-first-aid-kits';

const kitResponse = dataResponse(firstAidKit);

/** `PUT api/first_aid_kits/{id}`. Field errors (422) are the form's to show. */
export function updateFirstAidKit({ id, values }: { id: number; values: FirstAidKitFormValues }) {
  return api.put(`/api/first_aid_kits/${id}`, kitResponse, values, { errorToasts: 'except-validation' });
}

export function useUpdateFirstAidKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFirstAidKit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firstAidKitsQueryKey }),
  });
}
