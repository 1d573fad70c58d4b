import { maintenanceMessages, type Appointment, type AppointmentDoneInput } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { checkCompletion } from '../maintenance/index.js';
import { lockAppointment, updateAppointment } from './queries.js';
import { syncCompletion } from './service-task-link.js';
import { getAppointment } from './service.js';

/**
 * `POST api/appointments/:id/done`: the visit was done that day at that odometer. With a service
 * task it records the task's completion in the same transaction, so the task counts from it.
 * Marking it done again corrects the date and odometer.
 */
export async function markAppointmentDone(
  context: AppContext,
  id: number,
  input: AppointmentDoneInput,
  actorId: number,
): Promise<Appointment> {
  const now = context.clock.now();
  const today = context.clock.today();
  return context.db.transaction(async (transaction) => {
    await lockAppointment(transaction, id);
    const before = await getAppointment(context, id, transaction);
    if (before.service_task_id !== null) {
      await checkCompletion(transaction, today, {
        vehicleId: before.vehicle_id,
        serviceTaskId: before.service_task_id,
        doneOn: input.done_on,
        odometer: input.done_odometer,
        fields: { vehicle: 'vehicle_id', task: 'service_task_id', doneOn: 'done_on', odometer: 'done_odometer' },
      });
    } else if (input.done_on > today) {
      throw fieldError('done_on', maintenanceMessages.doneOnFuture);
    }
    await updateAppointment(transaction, id, {
      doneOn: input.done_on,
      doneOdometer: input.done_odometer ?? null,
      updatedAt: now,
    });
    await syncCompletion(transaction, id, actorId, now);
    const after = await getAppointment(context, id, transaction);
    await recordAudit(transaction, { actorId, action: 'done', entity: 'appointment', entityId: id, before, after });
    return after;
  });
}

/** `DELETE api/appointments/:id/done`: not done after all; the task's completion goes with it. */
export async function undoAppointmentDone(context: AppContext, id: number, actorId: number): Promise<Appointment> {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    await lockAppointment(transaction, id);
    const before = await getAppointment(context, id, transaction);
    if (before.done_on === null) throw new AppError('conflict', maintenanceMessages.appointmentNotDone);
    await updateAppointment(transaction, id, { doneOn: null, doneOdometer: null, updatedAt: now });
    await syncCompletion(transaction, id, actorId, now);
    const after = await getAppointment(context, id, transaction);
    await recordAudit(transaction, { actorId, action: 'undone', entity: 'appointment', entityId: id, before, after });
    return after;
  });
}
