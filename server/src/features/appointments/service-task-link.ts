import type { Database } from '../../db/client.js';
import { deleteAppointmentCompletions, insertCompletion } from '../maintenance/index.js';
import { findAppointmentRow } from './queries.js';

/**
 * A done appointment with a service task stands for one service completion, which resets the
 * task. This writes that completion again from the appointment as it now is (none when it is not
 * done or names no task); call it in the transaction that changed the appointment.
 */
export async function syncCompletion(db: Database, appointmentId: number, actorId: number, now: Date) {
  await deleteAppointmentCompletions(db, appointmentId);
  const row = await findAppointmentRow(db, appointmentId);
  if (!row?.doneOn || row.serviceTaskId === null) return;
  await insertCompletion(db, {
    serviceTaskId: row.serviceTaskId,
    vehicleId: row.vehicleId,
    doneOn: row.doneOn,
    odometer: row.doneOdometer,
    appointmentId,
    createdBy: actorId,
    createdAt: now,
  });
}
