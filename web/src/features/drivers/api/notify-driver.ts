import { dataResponse, driverNotification, type NotifyRequest } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { driverNotificationsQueryKey } from './get-driver-notifications';

const notifyResponse = dataResponse(driverNotification);

/** `POST api/notify` (drivers_id, phone, comments): queued in the outbox by default. */
export function notifyDriver(values: NotifyRequest) {
  return api.post('/api/notify', notifyResponse, values, { errorToasts: 'except-validation' });
}

export function useNotifyDriver(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyDriver,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: driverNotificationsQueryKey(driverId) }),
  });
}
