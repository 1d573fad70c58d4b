import { checklistAmendment, dataResponse, type ChecklistAmendmentRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checklistQueryOptions } from './get-checklist';

export type NewAmendment = { checklistId: number; values: ChecklistAmendmentRequest };

/** `POST api/checklist/{id}/amendments`. 422 field messages are left to the form. */
export function addAmendment({ checklistId, values }: NewAmendment) {
  return api.post(`/api/checklist/${checklistId}/amendments`, dataResponse(checklistAmendment), values, {
    errorToasts: 'except-validation',
  });
}

/** Refreshes the checklist's detail, which lists its amendments. */
export function useAddAmendment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAmendment,
    onSuccess: (_answer, { checklistId }) =>
      queryClient.invalidateQueries({ queryKey: checklistQueryOptions(checklistId).queryKey }),
  });
}
