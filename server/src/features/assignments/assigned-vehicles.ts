import type { AssignedVehicle, Role } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { forbiddenMessage } from '../../plugins/authentication.js';
import { findDriver, findDriverByUserId } from '../drivers/index.js';
import { listOpenAssignments, type OpenAssignment } from './queries.js';

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
