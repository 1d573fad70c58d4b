import { dataResponse, vehicle } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from '../../vehicles';

const removedResponse = dataResponse(vehicle);

/** `DELETE api/vehicles/remove_driver/{assignment_id}`: an upcoming assignment is removed (and logged). */
export function removeUpcomingDriver(assignmentId: number) {
  return api.delete(`/api/vehicles/remove_driver/${assignmentId}`, removedResponse);
}

export function useRemoveUpcomingDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUpcomingDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
