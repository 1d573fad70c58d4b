import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checklistFormData, type ChecklistBody } from './checklist-form-data';
import { checklistsQueryKey } from './checklists-query-key';
import { checklistSchemas } from './load-checklist-schemas';

export { checklistFormData } from './checklist-form-data';

/** `requestId`: the form's id for this submission; a retry sends the same one and gets the first result. */
export type NewChecklistSubmission = ChecklistBody & { requestId: string };

/**
 * `POST api/checklist`. Nothing is toasted here: the form puts a submission that never reached the
 * server in the phone's outbox, places 422 field messages, and toasts the rest.
 */
export async function createChecklist(submission: NewChecklistSubmission) {
  const { checklistDetail, dataResponse } = await checklistSchemas();
  return api.post('/api/checklist', dataResponse(checklistDetail), checklistFormData(submission), {
    errorToasts: 'none',
    headers: { 'Idempotency-Key': submission.requestId },
  });
}

/** Refreshes the lists and the vehicle's last reading after a submission. */
export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklist,
    // Sent even when the browser believes it is offline: a failed send goes to the outbox at once.
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsQueryKey }),
  });
}
