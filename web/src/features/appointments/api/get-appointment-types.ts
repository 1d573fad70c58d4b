import { appointmentType, dataResponse } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from './get-appointments';

const typesResponse = dataResponse(z.array(appointmentType));

/** `GET api/appointments/types`: Cleaning, Maintenance, ... as stored on the server. */
export async function getAppointmentTypes(signal?: AbortSignal) {
  const response = await api.get('/api/appointments/types', typesResponse, { signal });
  return response.data;
}

export function appointmentTypesQueryOptions() {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'types'],
    queryFn: ({ signal }) => getAppointmentTypes(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useAppointmentTypes() {
  return useQuery(appointmentTypesQueryOptions());
}
