import { appointment, dataResponse } from '@fleet-ops/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { maintenanceQueryKey } from '../../maintenance';
import { appointmentsQueryKey } from './get-appointments';

const appointmentResponse = dataResponse(appointment);

/** `POST api/appointments/{id}/done`: the visit was done (date, odometer). Field errors (422) are the form's. */
export function markAppointmentDone({ id, values }: { id: number; values: Record<string, unknown> }) {
  return api.post(`/api/appointments/${id}/done`, appointmentResponse, values, { errorToasts: 'except-validation' });
}

/** `DELETE api/appointments/{id}/done`: not done after all. */
export function undoAppointmentDone(id: number) {
  return api.delete(`/api/appointments/${id}/done`, appointmentResponse);
}

/** Done or not, the appointment's service task counts from it: both lists are refreshed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }),
      queryClient.invalidateQueries({ queryKey: maintenanceQueryKey }),
    ]);
}

export function useMarkAppointmentDone() {
  return useMutation({ mutationFn: markAppointmentDone, onSuccess: useRefresh() });
}

export function useUndoAppointmentDone() {
  return useMutation({ mutationFn: undoAppointmentDone, onSuccess: useRefresh() });
}
