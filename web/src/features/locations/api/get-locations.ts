import { dataResponse, location } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const locationsResponse = dataResponse(z.array(location));

export const locationsQueryKey = ['locations'] as const;

/** `GET api/locations`: the six work locations, where a driver works and an appointment is held. */
export async function getLocations(signal?: AbortSignal) {
  const response = await api.get('/api/locations', locationsResponse, { signal });
  return response.data;
}

export function locationsQueryOptions() {
  return queryOptions({
    queryKey: locationsQueryKey,
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: Infinity,
  });
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}
