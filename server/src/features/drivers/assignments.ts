import type { AssignedVehicle, Role } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { forbiddenMessage } from '../../plugins/authentication.js';
import {
  deleteAssignments,
  endAssignments,
  insertActivityLog,
  listOpenAssignments,
  type OpenAssignment,
} from './assignment-queries.js';
import { findDriver, findDriverByUserId } from './queries.js';

export const activityLogTexts = { unassigned: 'Unassigned', removedFuture: 'Removed (Future)' } as const;

function toAssignedVehicle(row: OpenAssignment, now: Date, clock: Clock): AssignedVehicle {
  const { assignment, vehicle } = row;
  const slot = Math.min(3, Math.max(1, assignment.slot)) as 1 | 2 | 3;
  return {
    assignment_id: assignment.id,
    vehicle_id: assignment.vehicleId,
    equipment_number: vehicle.equipmentNumber,
    vehicle_type: vehicle.vehicleType,
    vehicle_parent_type: vehicle.vehicleParentType,
    VIN_no: vehicle.vinNo,
    license_plate_no: vehicle.licensePlateNo,
    driver_id: assignment.driverId,
    driver_name: row.driverName,
    driver_number: `d${slot}`,
    assigned_from_date: clock.formatDateTime(assignment.assignedFrom),
    assigned_to_date: assignment.assignedTo ? clock.formatDateTime(assignment.assignedTo) : null,
    note: assignment.note,
    note_for: assignment.noteFor,
    is_future: assignment.assignedFrom.getTime() > now.getTime(),
  };
}

/**
 * The vehicles a driver drives now or will drive. Admins and supervisors may ask for any driver,
 * or for everyone's without an id; a driver only for themself (without an id: their own).
 */
export async function assignedVehiclesFor(
  context: AppContext,
  caller: { id: number; role: Role },
  driverId: number | undefined,
): Promise<AssignedVehicle[]> {
  const now = context.clock.now();
  let target = driverId;
  if (caller.role === 'driver') {
    const own = await findDriverByUserId(context.db, caller.id);
    if (driverId !== undefined && driverId !== own?.id) throw new AppError('forbidden', forbiddenMessage);
    if (!own) return [];
    target = own.id;
  } else if (driverId !== undefined && !(await findDriver(context.db, driverId, now))) {
    throw notFound('Driver');
  }
  const rows = await listOpenAssignments(context.db, now, target);
  return rows.map((row) => toAssignedVehicle(row, now, context.clock));
}

/**
 * Takes a driver off every vehicle, inside the caller's transaction: running assignments end now
 * (kept as history), upcoming ones are deleted, and each change is written to the activity log.
 */
export async function releaseAssignments(
  transaction: Database,
  driver: { id: number; name: string },
  actorId: number,
  now: Date,
): Promise<{ ended: number; removed: number }> {
  const open = await listOpenAssignments(transaction, now, driver.id);
  const upcoming = open.filter((row) => row.assignment.assignedFrom.getTime() > now.getTime());
  const running = open.filter((row) => !upcoming.includes(row));
  await endAssignments(
    transaction,
    running.map((row) => row.assignment.id),
    now,
  );
  await deleteAssignments(
    transaction,
    upcoming.map((row) => row.assignment.id),
  );
  await insertActivityLog(
    transaction,
    open.map(({ assignment, vehicle }) => {
      const isUpcoming = upcoming.some((row) => row.assignment.id === assignment.id);
      return {
        vehicleId: assignment.vehicleId,
        equipmentNumber: vehicle.equipmentNumber,
        driverId: driver.id,
        driverName: driver.name,
        actionDate: now,
        log: isUpcoming ? activityLogTexts.removedFuture : activityLogTexts.unassigned,
        assignedFrom: assignment.assignedFrom,
        assignedTo: isUpcoming ? assignment.assignedTo : now,
        note: assignment.note,
        actorId,
      };
    }),
  );
  for (const { assignment } of open) {
    const isUpcoming = upcoming.some((row) => row.assignment.id === assignment.id);
    await recordAudit(transaction, {
      actorId,
      action: isUpcoming ? 'delete' : 'end',
      entity: 'vehicle_assignment',
      entityId: assignment.id,
      before: { ...assignment },
      after: isUpcoming ? null : { ...assignment, assignedTo: now, endedAt: now },
    });
  }
  return { ended: running.length, removed: upcoming.length };
}
