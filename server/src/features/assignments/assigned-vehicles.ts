import type { AssignedVehicle } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../lib/clock.js';
import { readableDriverIds } from '../../lib/crew-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { forbiddenMessage, type CurrentUser } from '../../plugins/authentication.js';
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
 * The vehicles a driver drives now or will drive. An admin may ask for any driver, or for
 * everyone's without an id; a supervisor for a driver of their crew (another crew's is a 404, as
 * an unknown id), or for the whole crew's without one; a driver only for themself (without an id:
 * their own).
 */
export async function assignedVehiclesFor(
  context: AppContext,
  caller: CurrentUser,
  driverId: number | undefined,
): Promise<AssignedVehicle[]> {
  const now = context.clock.now();
  if (caller.role === 'driver') {
    const own = await findDriverByUserId(context.db, caller.id);
    if (driverId !== undefined && driverId !== own?.id) throw new AppError('forbidden', forbiddenMessage);
    return own ? listAssignedVehicles(context, now, [own.id]) : [];
  }
  const readable = await readableDriverIds(context.db, caller);
  if (driverId === undefined) return listAssignedVehicles(context, now, readable);
  const mayRead = readable === 'any' || readable.includes(driverId);
  if (!mayRead || !(await findDriver(context.db, driverId, now))) throw notFound('Driver');
  return listAssignedVehicles(context, now, [driverId]);
}

async function listAssignedVehicles(context: AppContext, now: Date, driverIds: 'any' | number[]) {
  const rows = await listOpenAssignments(context.db, now, driverIds);
  return rows.map((row) => toAssignedVehicle(row, now, context.clock));
}
