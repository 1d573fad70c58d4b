import { appointment, dataResponse, type AppointmentPeriod } from '@fleet-ops/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const appointmentsResponse = dataResponse(z.array(appointment));

/** Every query of the appointments feature starts with this key, so a change refreshes them all. */
export const appointmentsQueryKey = ['appointments'] as const;

/** A date range, both ends included; either may be open; `when` narrows to upcoming or past bookings. */
export type AppointmentRange = { start?: string; end?: string; when?: AppointmentPeriod };

/** `GET api/appointments?start&end&when`: the appointments of the range, upcoming ones nearest first, others newest first. */
export async function getAppointments(range: AppointmentRange, signal?: AbortSignal) {
  const response = await api.get('/api/appointments', appointmentsResponse, { query: range, signal });
  return response.data;
}

export function appointmentsQueryOptions(range: AppointmentRange) {
  return queryOptions({
    queryKey: [...appointmentsQueryKey, 'list', range],
    queryFn: ({ signal }) => getAppointments(range, signal),
    // Changing week or month keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAppointments(range: AppointmentRange, enabled = true) {
  return useQuery({ ...appointmentsQueryOptions(range), enabled });
}
