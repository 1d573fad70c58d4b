import { appointment, dataResponse, type AppointmentFormValues } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey } from './get-appointments';

const appointmentResponse = dataResponse(appointment);

/** `POST api/appointments`. Field errors (422) are the form's to show; a double booking is a 409. */
export function createAppointment(values: AppointmentFormValues) {
  return api.post('/api/appointments', appointmentResponse, values, { errorToasts: 'except-validation' });
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
  });
}
