import {
  activityLogTexts,
  assignDriverMessages,
  type DriverNumber,
  type UpcomingDriver,
  type Vehicle,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findVehicleRow, getVehicle, lockVehicle } from '../vehicles/index.js';
import { logAssignmentChanges } from './changes.js';
import { deleteAssignments, findAssignment, listUpcomingAssignments, updateAssignment } from './queries.js';

/** `GET api/assigned_drivers/upcoming`: what the assign driver modal lists under the slots. */
export async function listUpcomingDrivers(
  context: AppContext,
  vehicleId: number,
  driverNumber: DriverNumber | undefined,
): Promise<UpcomingDriver[]> {
  if (!(await findVehicleRow(context.db, vehicleId))) throw notFound('Vehicle');
  const slot = driverNumber ? Number(driverNumber.slice(1)) : undefined;
  const rows = await listUpcomingAssignments(context.db, vehicleId, context.clock.now(), slot);
  return rows.map(({ assignment, driverName }) => ({
    id: assignment.id,
    vehicle_id: assignment.vehicleId,
    driver_id: assignment.driverId,
    driver_number: `d${Math.min(3, Math.max(1, assignment.slot))}` as DriverNumber,
    driver_name: driverName,
    drivers: { id: assignment.driverId, name: driverName },
    assigned_from_date: context.clock.formatDateTime(assignment.assignedFrom),
    assigned_to_date: assignment.assignedTo ? context.clock.formatDateTime(assignment.assignedTo) : null,
    note: assignment.note,
    note_for: assignment.noteFor,
  }));
}

/**
 * `DELETE api/vehicles/remove_driver/{assignment_id}`: an assignment that has not started is
 * removed (Removed (Future)); one that is running ends now (Unassigned); an ended one stays.
 */
export async function removeAssignment(context: AppContext, id: number, actorId: number): Promise<Vehicle> {
  const now = context.clock.now();
  const found = await findAssignment(context.db, id);
  if (!found) throw new AppError('not_found', assignDriverMessages.assignmentNotFound);
  return context.db.transaction(async (transaction) => {
    const vehicle = await lockVehicle(transaction, found.assignment.vehicleId);
    const row = await findAssignment(transaction, id);
    if (!row) throw new AppError('not_found', assignDriverMessages.assignmentNotFound);
    const { assignment, driverName } = row;
    if (assignment.endedAt || (assignment.assignedTo && assignment.assignedTo.getTime() <= now.getTime())) {
      throw new AppError('validation', assignDriverMessages.assignmentEnded);
    }
    if (assignment.assignedFrom.getTime() > now.getTime()) {
      await deleteAssignments(transaction, [id]);
      await logAssignmentChanges(
        transaction,
        [
          {
            vehicle,
            assignment,
            driverName,
            log: activityLogTexts.removedFuture,
            action: 'delete',
            before: assignment,
            after: null,
          },
        ],
        actorId,
        now,
      );
    } else {
      const after = await updateAssignment(transaction, id, { assignedTo: now, endedAt: now });
      await logAssignmentChanges(
        transaction,
        [
          {
            vehicle,
            assignment: after,
            driverName,
            log: activityLogTexts.unassigned,
            action: 'end',
            before: assignment,
            after,
          },
        ],
        actorId,
        now,
      );
    }
    return getVehicle(context, vehicle.id, transaction);
  });
}
