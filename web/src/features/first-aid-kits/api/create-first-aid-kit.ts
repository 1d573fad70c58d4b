import { dataResponse, firstAidKit, type FirstAidKitFormValues } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSubmissionRequestId } from '../../../lib/submission-request-id';
import { firstAidKitsQueryKey } from './get-first-aid-kits';

const kitResponse = dataResponse(firstAidKit);

/**
 * `POST api/first_aid_kits`. Field errors (422) are the form's to show. One request id per submission,
 * the same on every retry of it: a lost answer never stores the record twice.
 */
export function useCreateFirstAidKit() {
  const queryClient = useQueryClient();
  const requestId = useSubmissionRequestId();
  return useMutation({
    mutationFn: (values: FirstAidKitFormValues) =>
      api.post('/api/first_aid_kits', kitResponse, values, {
        errorToasts: 'except-validation',
        headers: requestId.header(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: firstAidKitsQueryKey }),
    onSettled: (_response, error) => requestId.settled(error),
  });
}
