import { checklistDetail, dataResponse, type CreateChecklistRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checklistsQueryKey } from './get-checklists';

/** `requestId`: the form's id for this submission; a retry sends the same one and gets the first result. */
export type NewChecklistSubmission = {
  values: CreateChecklistRequest;
  photos: File[];
  requestId: string;
  /** The drawn signature's PNG, sent as a file under `signature`. */
  signature?: Blob;
};

/** The multipart body the spec describes: the fields, `checklist` as JSON text, photos under `file[]`. */
export function checklistFormData({ values, photos, signature }: Omit<NewChecklistSubmission, 'requestId'>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (name === 'checklist') body.append(name, JSON.stringify(value));
    else if (value !== undefined && value !== null && value !== '')
      body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const photo of photos) body.append('file[]', photo, photo.name);
  if (signature) body.append('signature', signature, 'signature.png');
  return body;
}

/** `POST api/checklist`. 422 field messages are left to the form; other failures are toasted here. */
export function createChecklist(submission: NewChecklistSubmission) {
  return api.post('/api/checklist', dataResponse(checklistDetail), checklistFormData(submission), {
    errorToasts: 'except-validation',
    headers: { 'Idempotency-Key': submission.requestId },
  });
}

/** Refreshes the lists and the vehicle's last reading after a submission. */
export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsQueryKey }),
  });
}
