import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { drivers, trackings, vehicleAssignments, vehicles } from '../../db/schema/index.js';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;

export async function findVehicleRow(db: Database, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertVehicle(db: Database, values: NewVehicleRow): Promise<VehicleRow> {
  const [created] = await db.insert(vehicles).values(values).returning();
  return created!;
}

export async function updateVehicle(db: Database, id: number, values: Partial<NewVehicleRow>) {
  await db.update(vehicles).set(values).where(eq(vehicles.id, id));
}

export async function deleteVehicle(db: Database, id: number) {
  await db.delete(vehicles).where(eq(vehicles.id, id));
}

/** Another vehicle already has this equipment number? */
export async function equipmentNumberTaken(db: Database, equipmentNumber: string, exceptId?: number) {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.equipmentNumber, equipmentNumber),
        exceptId === undefined ? undefined : sql`${vehicles.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Assignments running at `now`: started, not ended, not run out. */
export function runningAt(now: Date): SQL {
  return and(
    isNull(vehicleAssignments.endedAt),
    lte(vehicleAssignments.assignedFrom, now),
    or(isNull(vehicleAssignments.assignedTo), gt(vehicleAssignments.assignedTo, now)),
  )!;
}

export type SlotDriver = {
  assignmentId: number;
  vehicleId: number;
  slot: number;
  driverId: number;
  driverName: string;
  assignedFrom: Date;
  assignedTo: Date | null;
  note: string | null;
};

/**
 * The driver each slot of each vehicle has now. When a temporary assignment runs over a
 * permanent one in the same slot, the one that started last (the temporary) is the current one.
 */
export async function currentSlotDrivers(db: Database, vehicleIds: number[], now: Date) {
  const current = new Map<number, Map<number, SlotDriver>>();
  if (vehicleIds.length === 0) return current;
  const rows = await db
    .select({
      assignmentId: vehicleAssignments.id,
      vehicleId: vehicleAssignments.vehicleId,
      slot: vehicleAssignments.slot,
      driverId: vehicleAssignments.driverId,
      driverName: drivers.name,
      assignedFrom: vehicleAssignments.assignedFrom,
      assignedTo: vehicleAssignments.assignedTo,
      note: vehicleAssignments.note,
    })
    .from(vehicleAssignments)
    .innerJoin(drivers, eq(drivers.id, vehicleAssignments.driverId))
    .where(and(inArray(vehicleAssignments.vehicleId, vehicleIds), runningAt(now)))
    .orderBy(desc(vehicleAssignments.assignedFrom), desc(vehicleAssignments.id));
  for (const row of rows) {
    const slots = current.get(row.vehicleId) ?? new Map<number, SlotDriver>();
    if (!slots.has(row.slot)) slots.set(row.slot, row);
    current.set(row.vehicleId, slots);
  }
  return current;
}

/**
 * Deletes (`disabled`) or hides and shows (`hidden`) the vehicle's tracking rows of the week
 * starting `fromWeek` and later: past weeks are history and stay. Returns how many rows changed.
 */
export async function changeTrackingFromWeek(
  db: Database,
  vehicleId: number,
  fromWeek: string,
  change: { disabled: true } | { hidden: boolean },
): Promise<number> {
  const fromThisWeek = and(eq(trackings.vehicleId, vehicleId), gte(trackings.weekStart, fromWeek));
  const changed =
    'disabled' in change
      ? await db.delete(trackings).where(fromThisWeek).returning({ id: trackings.id })
      : await db.update(trackings).set({ hidden: change.hidden }).where(fromThisWeek).returning({ id: trackings.id });
  return changed.length;
}
