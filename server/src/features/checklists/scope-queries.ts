import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { currentAssignment } from '../../lib/crew-scope-queries.js';
import { nameOrder } from '../../lib/name-order-queries.js';
import { checklists, drivers, vehicleAssignments } from '../../db/schema/index.js';

type Person = { id: number; name: string };

/** A condition on the checklists table, for the reads' where clause. */
export type ChecklistCondition = SQL;

/** The current assignments of these vehicles, by slot, then start. */
export async function listCurrentAssignments(db: Database, vehicleIds: number[], now: Date) {
  return db
    .select({ vehicleId: vehicleAssignments.vehicleId, driverId: vehicleAssignments.driverId })
    .from(vehicleAssignments)
    .where(and(inArray(vehicleAssignments.vehicleId, vehicleIds), currentAssignment(now)))
    .orderBy(asc(vehicleAssignments.slot), asc(vehicleAssignments.assignedFrom));
}

/** The available drivers (enabled, not archived) by name; only `onlyId` when given. */
export async function listAvailableDrivers(db: Database, onlyId?: number): Promise<Person[]> {
  return db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(
      and(
        eq(drivers.enabled, true),
        eq(drivers.archived, false),
        onlyId === undefined ? undefined : eq(drivers.id, onlyId),
      ),
    )
    .orderBy(nameOrder(drivers.name), drivers.id);
}

/** Checklists these drivers operated or this user submitted. */
export function checklistsOfDriversOrSubmitter(driverIds: number[], submittedBy: number): ChecklistCondition {
  return driverIds.length === 0
    ? eq(checklists.submittedBy, submittedBy)
    : or(eq(checklists.submittedBy, submittedBy), inArray(checklists.driverId, driverIds))!;
}
