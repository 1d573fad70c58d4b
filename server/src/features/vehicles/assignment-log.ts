import { activityLogTexts } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { deleteAssignments, endAssignments, insertActivityLog } from '../drivers/assignment-queries.js';
import type { AssignmentRow } from './assignment-queries.js';
import { listOpenVehicleAssignments } from './assignment-queries.js';

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

/**
 * Before a vehicle is deleted: its running assignments end now and its upcoming ones are removed,
 * each logged, so the Vehicle Logs still tell who drove it until when.
 */
export async function releaseVehicleAssignments(
  transaction: Database,
  vehicle: { id: number; equipmentNumber: string },
  actorId: number,
  now: Date,
) {
  const open = await listOpenVehicleAssignments(transaction, vehicle.id, now);
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
  await logAssignmentChanges(
    transaction,
    [
      ...running.map(({ assignment, driverName }) => ({
        vehicle,
        driverName,
        assignment: { ...assignment, assignedTo: now, endedAt: now },
        log: activityLogTexts.unassigned,
        action: 'end' as const,
        before: assignment,
        after: { ...assignment, assignedTo: now, endedAt: now },
      })),
      ...upcoming.map(({ assignment, driverName }) => ({
        vehicle,
        driverName,
        assignment,
        log: activityLogTexts.removedFuture,
        action: 'delete' as const,
        before: assignment,
        after: null,
      })),
    ],
    actorId,
    now,
  );
}
