import { dataResponse, driverOptionWithStatus } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const driverOptionsResponse = dataResponse(z.array(driverOptionWithStatus));

/**
 * `GET api/drivers/data/with-status`: every unarchived driver with whether they are enabled. The
 * assign driver modal shows disabled ones without letting them be chosen; the Vehicle Logs
 * screen filters by any of them.
 */
export async function getDriverOptions(signal?: AbortSignal) {
  const response = await api.get('/api/drivers/data/with-status', driverOptionsResponse, { signal });
  return response.data;
}

export function driverOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['drivers', 'options-with-status'],
    queryFn: ({ signal }) => getDriverOptions(signal),
    staleTime: 60 * 1000,
  });
}

export function useDriverOptions() {
  return useQuery(driverOptionsQueryOptions());
}
