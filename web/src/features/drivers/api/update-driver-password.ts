import { dataResponse, driver, type DriverPasswordForm } from '@fleet-ops/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const driverResponse = dataResponse(driver);

/**
 * `PUT api/drivers/{id}` with only the new password and its confirmation, which the server reads
 * as a password change (and signs the driver out everywhere).
 */
export function updateDriverPassword(id: number, values: DriverPasswordForm) {
  return api.put(
    `/api/drivers/${id}`,
    driverResponse,
    { driver_id: id, new_password: values.new_password, new_password_confirmation: values.confirm_password },
    { errorToasts: 'except-validation' },
  );
}

export function useUpdateDriverPassword(id: number) {
  return useMutation({ mutationFn: (values: DriverPasswordForm) => updateDriverPassword(id, values) });
}
