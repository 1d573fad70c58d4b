import { dataResponse, driverNotification } from '@fleet-ops/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { driversQueryKey } from './get-drivers';

const notificationsResponse = dataResponse(z.array(driverNotification));

export function driverNotificationsQueryKey(driverId: number) {
  return [...driversQueryKey, 'notifications', driverId] as const;
}

/** `GET api/drivers/{id}/notifications`: the texts sent to the driver, newest first. */
export async function getDriverNotifications(driverId: number, signal?: AbortSignal) {
  const response = await api.get(`/api/drivers/${driverId}/notifications`, notificationsResponse, { signal });
  return response.data;
}

export function driverNotificationsQueryOptions(driverId: number) {
  return queryOptions({
    queryKey: driverNotificationsQueryKey(driverId),
    queryFn: ({ signal }) => getDriverNotifications(driverId, signal),
    staleTime: 0,
  });
}

export function useDriverNotifications(driverId: number) {
  return useQuery(driverNotificationsQueryOptions(driverId));
}
