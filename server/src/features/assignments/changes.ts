import { activityLogTexts } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import type { DomainEventHandler } from '../../lib/domain-events.js';
import {
  deleteAssignments,
  endAssignments,
  insertActivityLog,
  listOpenAssignments,
  listOpenVehicleAssignments,
  type AssignmentRow,
} from './queries.js';

export type ActivityLogText = (typeof activityLogTexts)[keyof typeof activityLogTexts];

/** Everything a log entry and an audit entry need to say about one assignment change. */
export type AssignmentChange = {
  vehicle: { id: number; equipmentNumber: string };
  assignment: AssignmentRow;
  driverName: string;
  /** The activity log text; null: audited only (a note edited). */
  log: ActivityLogText | null;
  /** The audit action and the assignment's state after the change (null: deleted). */
  action: 'create' | 'update' | 'end' | 'delete';
  before: AssignmentRow | null;
  after: AssignmentRow | null;
};

/** Writes the activity log entries and audit records of assignment changes, in the caller's transaction. */
export async function logAssignmentChanges(
  transaction: Database,
  changes: AssignmentChange[],
  actorId: number,
  now: Date,
) {
  const logged = changes.filter((change): change is AssignmentChange & { log: ActivityLogText } => change.log !== null);
  await insertActivityLog(
    transaction,
    logged.map(({ vehicle, assignment, driverName, log }) => ({
      vehicleId: vehicle.id,
      equipmentNumber: vehicle.equipmentNumber,
      driverId: assignment.driverId,
      driverName,
      actionDate: now,
      log,
      assignedFrom: assignment.assignedFrom,
      assignedTo: assignment.assignedTo,
      note: assignment.note,
      actorId,
    })),
  );
  for (const change of changes) {
    await recordAudit(transaction, {
      actorId,
      action: change.action,
      entity: 'vehicle_assignment',
      entityId: change.assignment.id,
      before: change.before ? { ...change.before } : null,
      after: change.after ? { ...change.after } : null,
    });
  }
}

type OpenAssignment = {
  vehicle: { id: number; equipmentNumber: string };
  assignment: AssignmentRow;
  driverName: string;
};

/**
 * Takes assignments off, in the caller's transaction: running ones end now (kept as history, so
 * the Vehicle Logs still tell who drove until when), upcoming ones are deleted (they never
 * happened), and each change is logged and audited.
 */
async function release(transaction: Database, open: OpenAssignment[], actorId: number, now: Date) {
  const isUpcoming = (row: OpenAssignment) => row.assignment.assignedFrom.getTime() > now.getTime();
  const upcoming = open.filter(isUpcoming);
  const running = open.filter((row) => !isUpcoming(row));
  await endAssignments(
    transaction,
    running.map((row) => row.assignment.id),
    now,
  );
  await deleteAssignments(
    transaction,
    upcoming.map((row) => row.assignment.id),
  );
  const changes = open.map((row): AssignmentChange => {
    const { vehicle, assignment, driverName } = row;
    if (isUpcoming(row)) {
      const log = activityLogTexts.removedFuture;
      return { vehicle, driverName, assignment, log, action: 'delete', before: assignment, after: null };
    }
    const ended = { ...assignment, assignedTo: now, endedAt: now };
    const log = activityLogTexts.unassigned;
    return { vehicle, driverName, assignment: ended, log, action: 'end', before: assignment, after: ended };
  });
  await logAssignmentChanges(transaction, changes, actorId, now);
  return { ended: running.length, removed: upcoming.length };
}

/**
 * Before a vehicle is deleted or when it is disposed of (the app hands this to
 * lib/domain-events.ts): its drivers are taken off.
 */
export const releaseVehicleAssignments: DomainEventHandler<'vehicle deleted' | 'vehicle disposed'> = async (
  _context,
  transaction,
  { vehicle, actorId, now },
) => {
  const open = await listOpenVehicleAssignments(transaction, vehicle.id, now);
  return release(
    transaction,
    open.map((row) => ({ ...row, vehicle })),
    actorId,
    now,
  );
};

/** When a driver is archived or deleted (lib/domain-events.ts): they are taken off every vehicle. */
export const releaseDriverAssignments: DomainEventHandler<'driver archived' | 'driver deleted'> = async (
  _context,
  transaction,
  { driverId, actorId, now },
) => {
  const open = await listOpenAssignments(transaction, now, [driverId]);
  return release(
    transaction,
    open.map(({ assignment, vehicle, driverName }) => ({
      assignment,
      driverName,
      vehicle: { id: assignment.vehicleId, equipmentNumber: vehicle.equipmentNumber },
    })),
    actorId,
    now,
  );
};
