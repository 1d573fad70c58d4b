import { and, asc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activityLog, drivers, vehicleAssignments, vehicles } from '../../db/schema/index.js';

export type NewActivityLogRow = typeof activityLog.$inferInsert;

/** Assignments not ended and not run out: current ones and ones that start later. */
function openAssignments(now: Date): SQL | undefined {
  return and(
    isNull(vehicleAssignments.endedAt),
    or(isNull(vehicleAssignments.assignedTo), gt(vehicleAssignments.assignedTo, now)),
  );
}

/** Current and upcoming assignments with their vehicle and driver, one driver's or everyone's. */
export async function listOpenAssignments(db: Database, now: Date, driverId?: number) {
  return db
    .select({
      assignment: vehicleAssignments,
      vehicle: {
        equipmentNumber: vehicles.equipmentNumber,
        vehicleType: vehicles.vehicleType,
        vehicleParentType: vehicles.vehicleParentType,
        vinNo: vehicles.vinNo,
        licensePlateNo: vehicles.licensePlateNo,
      },
      driverName: drivers.name,
    })
    .from(vehicleAssignments)
    .innerJoin(vehicles, eq(vehicles.id, vehicleAssignments.vehicleId))
    .innerJoin(drivers, eq(drivers.id, vehicleAssignments.driverId))
    .where(and(openAssignments(now), driverId === undefined ? undefined : eq(vehicleAssignments.driverId, driverId)))
    .orderBy(asc(vehicleAssignments.assignedFrom), asc(vehicles.equipmentNumber), asc(vehicleAssignments.slot));
}

export type OpenAssignment = Awaited<ReturnType<typeof listOpenAssignments>>[number];

/** Cuts running assignments short at `now`; they stay as history. */
export async function endAssignments(db: Database, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await db.update(vehicleAssignments).set({ assignedTo: now, endedAt: now }).where(inArray(vehicleAssignments.id, ids));
}

/** Removes assignments that have not started: they never happened. */
export async function deleteAssignments(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(vehicleAssignments).where(inArray(vehicleAssignments.id, ids));
}

export async function insertActivityLog(db: Database, entries: NewActivityLogRow[]) {
  if (entries.length === 0) return;
  await db.insert(activityLog).values(entries);
}
