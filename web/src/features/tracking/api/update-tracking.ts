import { dataResponse, trackingRow } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TrackingSave } from '../tracking-edit';
import { trackingsQueryKey } from './get-trackings';

const trackingResponse = dataResponse(trackingRow);

/** Form data as the spec sends it: `_method=PUT`, the day record as JSON text, blanks for cleared text. */
export function trackingFormData(request: TrackingSave): FormData {
  const form = new FormData();
  form.set('_method', 'PUT');
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined) continue;
    form.set(name, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? ''));
  }
  return form;
}

/**
 * `POST api/trackings` with `_method=PUT`: saves one row; the server computes the amount. The
 * screen reports failures itself (`useSaveFailure`): a stale row gets a dialog, not a toast.
 */
export function updateTracking(request: TrackingSave) {
  return api.post('/api/trackings', trackingResponse, trackingFormData(request), { errorToasts: 'none' });
}

export function useUpdateTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTracking,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingsQueryKey }),
  });
}
