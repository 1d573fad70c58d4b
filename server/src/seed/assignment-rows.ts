import { activityLogTexts } from '@fleet-ops/shared';
import type { activityLog, vehicleAssignments } from '../db/schema/index.js';
import type { SeedAssignment } from './assignment-plan.js';

export type SeedIds = { vehicles: number[]; drivers: number[]; adminId: number | null };

const slotKey = (assignment: SeedAssignment, at: number) => `${assignment.vehicle.index}:${assignment.slot}:${at}`;

export function assignmentRow(assignment: SeedAssignment, ids: SeedIds): typeof vehicleAssignments.$inferInsert {
  return {
    vehicleId: ids.vehicles[assignment.vehicle.index]!,
    driverId: ids.drivers[assignment.driver!.index]!,
    slot: assignment.slot,
    assignedFrom: new Date(assignment.from),
    assignedTo: assignment.to === null ? null : new Date(assignment.to),
    note: assignment.note,
    noteFor: `driver_${assignment.slot}`,
    createdAt: new Date(assignment.createdAt),
    endedAt: assignment.endedAt === null ? null : new Date(assignment.endedAt),
  };
}

type LogEntry = { at: number; order: number; assignment: SeedAssignment; log: string };

/**
 * The Vehicle Logs as the app writes them: Assigned (or Temporary) when an assignment is made,
 * and, when one is cut short, Replaced if the next driver took the slot at that moment, else
 * Unassigned. Entries come out in time order, an ending before the start it makes room for.
 */
export function activityLogRows(assignments: SeedAssignment[], ids: SeedIds): (typeof activityLog.$inferInsert)[] {
  const starts = new Set(assignments.filter((entry) => !entry.temporary).map((entry) => slotKey(entry, entry.from)));
  const entries: LogEntry[] = [];
  for (const assignment of assignments) {
    const log = assignment.temporary ? activityLogTexts.temporary : activityLogTexts.assigned;
    entries.push({ at: assignment.createdAt, order: 1, assignment, log });
    if (assignment.endedAt === null) continue;
    const replaced = !assignment.temporary && starts.has(slotKey(assignment, assignment.endedAt));
    const ending = replaced ? activityLogTexts.replaced : activityLogTexts.unassigned;
    entries.push({ at: assignment.endedAt, order: 0, assignment, log: ending });
  }
  entries.sort(
    (a, b) =>
      a.at - b.at ||
      a.order - b.order ||
      a.assignment.vehicle.index - b.assignment.vehicle.index ||
      a.assignment.slot - b.assignment.slot,
  );
  return entries.map(({ at, assignment, log }) => ({
    vehicleId: ids.vehicles[assignment.vehicle.index]!,
    equipmentNumber: assignment.vehicle.row.equipmentNumber,
    driverId: ids.drivers[assignment.driver!.index]!,
    driverName: assignment.driver!.name,
    actionDate: new Date(at),
    log,
    assignedFrom: new Date(assignment.from),
    assignedTo: assignment.to === null ? null : new Date(assignment.to),
    note: assignment.note,
    actorId: ids.adminId,
    createdAt: new Date(at),
  }));
}
