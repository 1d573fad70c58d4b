import { dataResponse, driverOptionWithLicence } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

const driverOptionsResponse = dataResponse(z.array(driverOptionWithLicence));

/**
 * `GET api/drivers/data/with-status`: every unarchived driver with whether they are enabled and
 * their licence's expiry. The assign driver modal shows disabled ones and expired licences without
 * letting them be chosen; the Vehicle Logs screen filters by any of them.
 */
export async function getDriverOptions(signal?: AbortSignal) {
  const response = await api.get('/api/drivers/data/with-status', driverOptionsResponse, { signal });
  return response.data;
}

export function driverOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...driversQueryKey, 'options-with-status'],
    queryFn: ({ signal }) => getDriverOptions(signal),
    staleTime: 60 * 1000,
  });
}

export function useDriverOptions() {
  return useQuery(driverOptionsQueryOptions());
}
