import { dataResponse, fireInspection, type FireInspectionFormValues } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSubmissionRequestId } from '../../../lib/submission-request-id';
import { fireInspectionsQueryKey } from './get-fire-inspections';

const inspectionResponse = dataResponse(fireInspection);

/**
 * `POST api/inspections`. Field errors (422) are the form's to show. One request id per submission,
 * the same on every retry of it: a lost answer never stores the record twice.
 */
export function useCreateFireInspection() {
  const queryClient = useQueryClient();
  const requestId = useSubmissionRequestId();
  return useMutation({
    mutationFn: (values: FireInspectionFormValues) =>
      api.post('/api/inspections', inspectionResponse, values, {
        errorToasts: 'except-validation',
        headers: requestId.header(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fireInspectionsQueryKey }),
    onSettled: (_response, error) => requestId.settled(error),
  });
}
