import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FuelFilter, FuelSortColumn, SortDirection } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { checklists, drivers, fuelEntries, vehicles } from '../../db/schema/index.js';

export type FuelRow = typeof fuelEntries.$inferSelect;

function joined(db: Database) {
  return db
    .select({ entry: fuelEntries, equipmentNumber: vehicles.equipmentNumber, driverName: drivers.name })
    .from(fuelEntries)
    .innerJoin(vehicles, eq(vehicles.id, fuelEntries.vehicleId))
    .leftJoin(drivers, eq(drivers.id, fuelEntries.driverId));
}
export type FuelQueryRow = Awaited<ReturnType<typeof joined>>[number];

const conditions = (filter: FuelFilter): SQL | undefined =>
  filter.vehicle_id ? eq(fuelEntries.vehicleId, filter.vehicle_id) : undefined;

export async function findFuelEntry(db: Database, id: number) {
  const [row] = await joined(db).where(eq(fuelEntries.id, id)).limit(1);
  return row;
}

/** What each sort column orders by; cost per litre in cents (litres are never 0). */
const sortKeys: Record<FuelSortColumn, SQL> = {
  date: sql`${fuelEntries.date}`,
  litres: sql`${fuelEntries.litres}`,
  cost: sql`${fuelEntries.costCents}`,
  cost_per_litre: sql`${fuelEntries.costCents} / ${fuelEntries.litres}`,
};

export type FuelOrder = { sort: FuelSortColumn; sortDir: SortDirection };

/** A page of fill-ups in the chosen order; equal ones in the order they were entered, the same way. */
export async function listFuelEntries(
  db: Database,
  filter: FuelFilter,
  order: FuelOrder,
  page: { limit: number; offset: number },
) {
  const where = conditions(filter);
  const direction = order.sortDir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(direction(sortKeys[order.sort]), direction(fuelEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(fuelEntries).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The rows after `previous` in (date, id) newest-first order: keyset pagination for the CSV export. */
export async function listFuelEntriesAfter(
  db: Database,
  filter: FuelFilter,
  previous: FuelRow | undefined,
  limit: number,
) {
  return joined(db)
    .where(
      and(
        conditions(filter),
        previous
          ? sql`(${fuelEntries.date}, ${fuelEntries.id}) < (cast(${previous.date} as date), ${previous.id})`
          : undefined,
      ),
    )
    .orderBy(desc(fuelEntries.date), desc(fuelEntries.id))
    .limit(limit);
}

/** A vehicle's fill-ups with an odometer reading, in the order they happened: the economy series. */
export async function listVehicleFillUps(db: Database, vehicleId: number) {
  const rows = await db
    .select()
    .from(fuelEntries)
    .where(and(eq(fuelEntries.vehicleId, vehicleId), isNotNull(fuelEntries.odometer)))
    .orderBy(asc(fuelEntries.date), asc(fuelEntries.id));
  return rows.map((row) => ({ ...row, odometer: row.odometer! }));
}

/** The vehicle row, held until the transaction ends: two fill-ups of one vehicle are checked one after the other. */
export async function lockVehicle(db: Database, vehicleId: number) {
  const [row] = await db
    .select({ id: vehicles.id, lastOdmRead: vehicles.lastOdmRead })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for('update');
  return row;
}

export async function setLastOdmRead(db: Database, vehicleId: number, lastOdmRead: number, now: Date) {
  await db.update(vehicles).set({ lastOdmRead, updatedAt: now }).where(eq(vehicles.id, vehicleId));
}

export type Reading = { odometer: number; date: string };

/**
 * The highest reading known before the fill-up: another fill-up of an earlier day (or of the same
 * day entered before it), or a checklist of an earlier day (a same-day checklist may have come after).
 */
export async function readingBefore(
  db: Database,
  vehicleId: number,
  date: string,
  exceptId: number | undefined,
): Promise<Reading | undefined> {
  const sameDayEarlier =
    exceptId === undefined ? eq(fuelEntries.date, date) : and(eq(fuelEntries.date, date), lt(fuelEntries.id, exceptId));
  const [fill] = await db
    .select({ odometer: fuelEntries.odometer, date: fuelEntries.date })
    .from(fuelEntries)
    .where(
      and(
        eq(fuelEntries.vehicleId, vehicleId),
        isNotNull(fuelEntries.odometer),
        or(lt(fuelEntries.date, date), sameDayEarlier),
      ),
    )
    .orderBy(desc(fuelEntries.odometer))
    .limit(1);
  const [checklist] = await db
    .select({ odometer: checklists.odmRead, date: checklists.date })
    .from(checklists)
    .where(and(eq(checklists.vehicleId, vehicleId), isNotNull(checklists.odmRead), lt(checklists.date, date)))
    .orderBy(desc(checklists.odmRead))
    .limit(1);
  const readings = [fill, checklist].flatMap((row) =>
    row?.odometer === null || row === undefined ? [] : [{ odometer: row.odometer, date: row.date }],
  );
  return readings.sort((first, second) => second.odometer - first.odometer)[0];
}

/** The lowest reading of a fill-up after this one (a later day, or the same day entered after it). */
export async function fillUpAfter(
  db: Database,
  vehicleId: number,
  date: string,
  exceptId: number | undefined,
): Promise<Reading | undefined> {
  const sameDayLater =
    exceptId === undefined ? undefined : and(eq(fuelEntries.date, date), gt(fuelEntries.id, exceptId));
  const [row] = await db
    .select({ odometer: fuelEntries.odometer, date: fuelEntries.date })
    .from(fuelEntries)
    .where(
      and(
        eq(fuelEntries.vehicleId, vehicleId),
        isNotNull(fuelEntries.odometer),
        exceptId === undefined ? undefined : ne(fuelEntries.id, exceptId),
        or(gt(fuelEntries.date, date), sameDayLater),
      ),
    )
    .orderBy(asc(fuelEntries.odometer))
    .limit(1);
  return row && { odometer: row.odometer!, date: row.date };
}

export async function insertFuelEntry(db: Database, values: typeof fuelEntries.$inferInsert) {
  const [created] = await db.insert(fuelEntries).values(values).returning();
  return created!;
}

export async function lockFuelEntry(db: Database, id: number): Promise<FuelRow | undefined> {
  const [row] = await db.select().from(fuelEntries).where(eq(fuelEntries.id, id)).for('update').limit(1);
  return row;
}

export async function updateFuelEntry(db: Database, id: number, values: Partial<typeof fuelEntries.$inferInsert>) {
  const [updated] = await db.update(fuelEntries).set(values).where(eq(fuelEntries.id, id)).returning();
  return updated!;
}

export async function deleteFuelEntry(db: Database, id: number) {
  await db.delete(fuelEntries).where(eq(fuelEntries.id, id));
}

export async function driverExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, id)).limit(1);
  return row !== undefined;
}

export async function findDriverIdOfUser(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.userId, userId)).limit(1);
  return row?.id;
}

export async function vehicleExists(db: Database, id: number): Promise<boolean> {
  return (await vehicleMeters(db, id)) !== undefined;
}

/** Which meters a vehicle has (issue 37), or undefined when there is no such vehicle. */
export async function vehicleMeters(db: Database, id: number) {
  const [row] = await db
    .select({ id: vehicles.id, hasOdometer: vehicles.hasOdometer, hasHourMeter: vehicles.hasHourMeter })
    .from(vehicles)
    .where(eq(vehicles.id, id))
    .limit(1);
  return row;
}

export async function listVehiclesById(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: vehicles.id,
      equipment_number: vehicles.equipmentNumber,
      last_odm_read: vehicles.lastOdmRead,
      has_odometer: vehicles.hasOdometer,
      has_hour_meter: vehicles.hasHourMeter,
      last_hour_read: vehicles.lastHourRead,
    })
    .from(vehicles)
    .where(inArray(vehicles.id, ids))
    .orderBy(asc(vehicles.equipmentNumber));
}
