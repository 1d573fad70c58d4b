import { messageResponse } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from './get-appointments';

/** `DELETE api/appointments/{id}`. */
export function deleteAppointment(id: number) {
  return api.delete(`/api/appointments/${id}`, messageResponse);
}

export function useDeleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
