import { dataResponse, driver, type CreateDriverRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

const driverResponse = dataResponse(driver);

/** `POST api/drivers`: the driver and their sign-in. Field errors (422) are the form's to show. */
export function createDriver(values: CreateDriverRequest) {
  return api.post('/api/drivers', driverResponse, values, { errorToasts: 'except-validation' });
}

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driversQueryKey }),
  });
}
