import { dataResponse, vehicle, type AssignDriverRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vehiclesQueryKey } from '../../vehicles';

const assignedResponse = dataResponse(vehicle);

/**
 * `POST api/vehicles/{id}/assign_driver`: the three slots (0 for an empty one), with the note and
 * the temporary dates of the slot `note_for` names. Field errors are the modal's to show.
 */
export function assignDrivers(vehicleId: number, request: AssignDriverRequest) {
  return api.post(`/api/vehicles/${vehicleId}/assign_driver`, assignedResponse, request, {
    errorToasts: 'except-validation',
  });
}

export function useAssignDrivers(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AssignDriverRequest) => assignDrivers(vehicleId, request),
    // The list's drivers and the modal's upcoming assignments both live under the vehicles key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
