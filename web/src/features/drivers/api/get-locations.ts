import { dataResponse, location } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const locationsResponse = dataResponse(z.array(location));

/** `GET api/locations`: the six work locations a driver can have. */
export async function getLocations(signal?: AbortSignal) {
  const response = await api.get('/api/locations', locationsResponse, { signal });
  return response.data;
}

export function locationsQueryOptions() {
  return queryOptions({
    queryKey: ['locations'],
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: Infinity,
  });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
