import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { drivers, vehicleAssignments, vehicles } from '../../db/schema/index.js';

export type AssignmentRow = typeof vehicleAssignments.$inferSelect;
export type NewAssignmentRow = typeof vehicleAssignments.$inferInsert;

const withDriver = { assignment: vehicleAssignments, driverName: drivers.name };

/** One vehicle's assignments that are running or still to come, earliest first. */
export async function listOpenVehicleAssignments(db: Database, vehicleId: number, now: Date) {
  return db
    .select(withDriver)
    .from(vehicleAssignments)
    .innerJoin(drivers, eq(drivers.id, vehicleAssignments.driverId))
    .where(
      and(
        eq(vehicleAssignments.vehicleId, vehicleId),
        isNull(vehicleAssignments.endedAt),
        or(isNull(vehicleAssignments.assignedTo), gt(vehicleAssignments.assignedTo, now)),
      ),
    )
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
  if (ids.length === 0) return new Map<number, { id: number; name: string; enabled: boolean; archived: boolean }>();
  const rows = await db
    .select({ id: drivers.id, name: drivers.name, enabled: drivers.enabled, archived: drivers.archived })
    .from(drivers)
    .where(inArray(drivers.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
