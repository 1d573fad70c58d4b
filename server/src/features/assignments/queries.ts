import { and, asc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { activityLog, drivers, vehicleAssignments, vehicles } from '../../db/schema/index.js';
import { actorNameOf } from '../../lib/actor-name-queries.js';

export type AssignmentRow = typeof vehicleAssignments.$inferSelect;
export type NewAssignmentRow = typeof vehicleAssignments.$inferInsert;

const withDriver = { assignment: vehicleAssignments, driverName: drivers.name };

/** Assignments not ended and not run out: current ones and ones that start later. */
function openAssignments(now: Date): SQL | undefined {
  return and(
    isNull(vehicleAssignments.endedAt),
    or(isNull(vehicleAssignments.assignedTo), gt(vehicleAssignments.assignedTo, now)),
  );
}

/** One vehicle's assignments that are running or still to come, earliest first. */
export async function listOpenVehicleAssignments(db: Database, vehicleId: number, now: Date) {
  return db
    .select(withDriver)
    .from(vehicleAssignments)
    .innerJoin(drivers, eq(drivers.id, vehicleAssignments.driverId))
    .where(and(eq(vehicleAssignments.vehicleId, vehicleId), openAssignments(now)))
    .orderBy(asc(vehicleAssignments.assignedFrom), asc(vehicleAssignments.slot), asc(vehicleAssignments.id));
}

export type OpenVehicleAssignment = Awaited<ReturnType<typeof listOpenVehicleAssignments>>[number];

/** Assignments of a vehicle that have not started yet, one slot's or all three. */
export async function listUpcomingAssignments(db: Database, vehicleId: number, now: Date, slot?: number) {
  return db
    .select(withDriver)
    .from(vehicleAssignments)
    .innerJoin(drivers, eq(drivers.id, vehicleAssignments.driverId))
    .where(
      and(
        eq(vehicleAssignments.vehicleId, vehicleId),
        isNull(vehicleAssignments.endedAt),
        gt(vehicleAssignments.assignedFrom, now),
        slot === undefined ? undefined : eq(vehicleAssignments.slot, slot),
      ),
    )
    .orderBy(asc(vehicleAssignments.assignedFrom), asc(vehicleAssignments.slot), asc(vehicleAssignments.id));
}

export async function findAssignment(db: Database, id: number) {
  const [row] = await db
    .select({ ...withDriver, equipmentNumber: vehicles.equipmentNumber })
    .from(vehicleAssignments)
    .innerJoin(drivers, eq(drivers.id, vehicleAssignments.driverId))
    .innerJoin(vehicles, eq(vehicles.id, vehicleAssignments.vehicleId))
    .where(eq(vehicleAssignments.id, id))
    .limit(1);
  return row;
}

export async function insertAssignment(db: Database, values: NewAssignmentRow): Promise<AssignmentRow> {
  const [created] = await db.insert(vehicleAssignments).values(values).returning();
  return created!;
}

export async function updateAssignment(db: Database, id: number, values: Partial<NewAssignmentRow>) {
  const [updated] = await db.update(vehicleAssignments).set(values).where(eq(vehicleAssignments.id, id)).returning();
  return updated!;
}

/** The drivers behind the given ids, with what decides whether they may be assigned. */
export async function findDriversForAssignment(db: Database, ids: number[]) {
  type Candidate = { id: number; name: string; enabled: boolean; archived: boolean; expiryDate: string };
  if (ids.length === 0) return new Map<number, Candidate>();
  const rows = await db
    .select({
      id: drivers.id,
      name: drivers.name,
      enabled: drivers.enabled,
      archived: drivers.archived,
      expiryDate: drivers.expiryDate,
    })
    .from(drivers)
    .where(inArray(drivers.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export type NewActivityLogRow = typeof activityLog.$inferInsert;

/** Current and upcoming assignments with their vehicle and driver, everyone's or only `driverIds`'. */
export async function listOpenAssignments(db: Database, now: Date, driverIds: 'any' | number[]) {
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
    .where(and(openAssignments(now), driverIds === 'any' ? undefined : inArray(vehicleAssignments.driverId, driverIds)))
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

/** Log entries, each naming the account that made the change (its name copied as it is now). */
export async function insertActivityLog(db: Database, entries: (NewActivityLogRow & { actorId: number })[]) {
  if (entries.length === 0) return;
  await db.insert(activityLog).values(entries.map((entry) => ({ ...entry, actorName: actorNameOf(entry.actorId) })));
}
