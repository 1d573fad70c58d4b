import { dataResponse, trackingRow } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingsQueryKey } from './get-trackings';

const trackingResponse = dataResponse(trackingRow);

/**
 * `POST api/trackings/status/{id}`: flips the row between enabled and disabled. The spec's GET
 * form does the same, but a change is a POST (no cache, prefetch or link checker repeats it).
 */
export function toggleTrackingStatus(id: number) {
  return api.post(`/api/trackings/status/${id}`, trackingResponse);
}

export function useToggleTrackingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleTrackingStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingsQueryKey }),
  });
}
