import { dataResponse, firstAidKit, type FirstAidKitFormValues } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firstAidKitsQueryKey } from './get-first-aid-kits';

const kitResponse = dataResponse(firstAidKit);

/** `POST api/first_aid_kits`. Field errors (422) are the form's to show. */
export function createFirstAidKit(values: FirstAidKitFormValues) {
  return api.post('/api/first_aid_kits', kitResponse, values, { errorToasts: 'except-validation' });
}

export function useCreateFirstAidKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstAidKit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firstAidKitsQueryKey }),
  });
}
