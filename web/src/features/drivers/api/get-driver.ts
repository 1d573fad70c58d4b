import { dataResponse, driver } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

const driverResponse = dataResponse(driver);

/** `GET api/drivers/{id}`: the driver as the edit form starts from. */
export async function getDriver(id: number, signal?: AbortSignal) {
  const response = await api.get(`/api/drivers/${id}`, driverResponse, { signal });
  return response.data;
}

export function driverQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...driversQueryKey, 'detail', id],
    queryFn: ({ signal }) => getDriver(id, signal),
    // The form must start from what is stored now, not from a page read a while ago.
    staleTime: 0,
  });
}

export function useDriver(id: number | undefined) {
  return useQuery({ ...driverQueryOptions(id ?? 0), enabled: id !== undefined });
}
