import { dataResponse, inspectionFormDraft, inspectionFormFileAnswer } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download-file';
import { useSubmissionRequestId } from '../../../lib/submission-request-id';
import { inspectionFormsQueryKey } from './inspection-forms';

const importedResponse = dataResponse(inspectionFormDraft);

/**
 * `GET api/inspection_forms/{id}/json`: the form's draft as a file another site imports (who it
 * applies to stays behind), saved as `inspection-form-{id}.json`.
 */
export function useExportFormJson() {
  return useMutation({
    mutationFn: async (id: number) => {
      const file = await api.get(`/api/inspection_forms/${id}/json`, inspectionFormFileAnswer);
      saveBlob(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), `inspection-form-${id}.json`);
    },
  });
}

/**
 * `POST api/inspection_forms/import` with a file's JSON: a new draft for no vehicle. The same
 * `Idempotency-Key` goes with every retry of one import, so a lost answer never makes two forms.
 */
export function useImportFormJson() {
  const queryClient = useQueryClient();
  const request = useSubmissionRequestId();
  return useMutation({
    mutationFn: (file: unknown) =>
      api.post('/api/inspection_forms/import', importedResponse, file, { headers: request.header() }),
    onSettled: (_data, error) => request.settled(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionFormsQueryKey }),
  });
}
