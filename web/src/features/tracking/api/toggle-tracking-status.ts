import { dataResponse, trackingRow } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackingsQueryKey } from './get-trackings';

const trackingResponse = dataResponse(trackingRow);

/** `GET api/trackings/status/{id}`: flips the row between enabled and disabled. */
export function toggleTrackingStatus(id: number) {
  return api.get(`/api/trackings/status/${id}`, trackingResponse);
}

export function useToggleTrackingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleTrackingStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackingsQueryKey }),
  });
}
