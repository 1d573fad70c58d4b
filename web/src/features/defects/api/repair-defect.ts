import { defectRepairPhotoField } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSubmissionRequestId } from '../../../lib/submission-request-id';
import { useInvalidateAfterStep } from './defect-step';
import { defectResponse } from './get-defect';

export type RepairValues = { repair_notes: string; repair_cost: string; photos: File[] };

/**
 * `POST api/defects/:id/repair` as form data, so photos can go with it (field `photos`), with the
 * dialog's request id (`headers`). Field errors (422) are the form's to show; a 409 or 403 is
 * toasted with the server's words.
 */
export function repairDefect({
  id,
  values,
  headers,
}: {
  id: number;
  values: RepairValues;
  headers: Record<string, string>;
}) {
  const body = new FormData();
  body.append('repair_notes', values.repair_notes);
  if (values.repair_cost.trim() !== '') body.append('repair_cost', values.repair_cost.trim());
  for (const photo of values.photos) body.append(defectRepairPhotoField, photo);
  return api.post(`/api/defects/${id}/repair`, defectResponse, body, { errorToasts: 'except-validation', headers });
}

/** The same request id on every retry of one repair: a lost answer never records it (and its cost) twice. */
export function useRepairDefect() {
  const invalidate = useInvalidateAfterStep();
  const requestId = useSubmissionRequestId();
  return useMutation({
    mutationFn: (repair: { id: number; values: RepairValues }) =>
      repairDefect({ ...repair, headers: requestId.header() }),
    onSuccess: invalidate,
    onSettled: (_response, error) => requestId.settled(error),
  });
}
