import { dataResponse, location } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from './get-appointments';

const locationsResponse = dataResponse(z.array(location));

/** `GET api/locations`: the six places an appointment can be held. */
export async function getLocations(signal?: AbortSignal) {
  const response = await api.get('/api/locations', locationsResponse, { signal });
  return response.data;
}

export function appointmentLocationsQueryOptions() {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'locations'],
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: Infinity,
  });
}

export function useAppointmentLocations() {
  return useQuery(appointmentLocationsQueryOptions());
}
