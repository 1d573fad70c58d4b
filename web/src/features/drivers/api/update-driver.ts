import { dataResponse, driver, type DriverForm } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

const driverResponse = dataResponse(driver);

/** `PUT api/drivers/{id}` with the edit form's fields (the sign-in email follows the driver's). */
export function updateDriver(id: number, values: DriverForm) {
  return api.put(
    `/api/drivers/${id}`,
    driverResponse,
    { ...values, driver_id: id },
    { errorToasts: 'except-validation' },
  );
}

export function useUpdateDriver(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DriverForm) => updateDriver(id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
