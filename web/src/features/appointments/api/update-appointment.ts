import { appointment, dataResponse, type AppointmentFormValues } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from './get-appointments';

const appointmentResponse = dataResponse(appointment);

/** `PUT api/appointments/{id}`. Field errors (422) are the form's to show; a double booking is a 409. */
export function updateAppointment({ id, values }: { id: number; values: AppointmentFormValues }) {
  return api.put(`/api/appointments/${id}`, appointmentResponse, values, { errorToasts: 'except-validation' });
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
