import { dataResponse, driver, type DriverStatusMode } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

const driverResponse = dataResponse(driver);

/**
 * `POST api/drivers/status/{id}/{mode}`: flips enabled or archived. Disabling or archiving signs
 * the driver out; archiving also takes them off their vehicles.
 */
export function toggleDriverStatus(id: number, mode: DriverStatusMode) {
  return api.post(`/api/drivers/status/${id}/${mode}`, driverResponse);
}

export function useToggleDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mode }: { id: number; mode: DriverStatusMode }) => toggleDriverStatus(id, mode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
