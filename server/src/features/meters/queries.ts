import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MeterKind } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { apiTokens, meterReadings, users, vehicles } from '../../db/schema/index.js';

export type MeterReadingRow = typeof meterReadings.$inferSelect;
export type NewMeterReadingRow = typeof meterReadings.$inferInsert;

/** What the meter rules read of a vehicle: which meters it has and their current values. */
const vehicleMeterColumns = {
  id: vehicles.id,
  equipmentNumber: vehicles.equipmentNumber,
  hasOdometer: vehicles.hasOdometer,
  hasHourMeter: vehicles.hasHourMeter,
  lastOdmRead: vehicles.lastOdmRead,
  lastHourRead: vehicles.lastHourRead,
  updatedAt: vehicles.updatedAt,
};

/** The vehicle's meters, held until the transaction ends: two readings of one vehicle are checked one after the other. */
export async function lockVehicleMeters(db: Database, vehicleId: number) {
  const [row] = await db.select(vehicleMeterColumns).from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
  return row;
}

export type LockedVehicleMeters = NonNullable<Awaited<ReturnType<typeof lockVehicleMeters>>>;

/** A vehicle named by id or by equipment number (exact, case-insensitive), as a batch or an import names it. */
export async function findVehicleId(db: Database, vehicle: number | string): Promise<number | undefined> {
  const condition =
    typeof vehicle === 'number'
      ? eq(vehicles.id, vehicle)
      : sql`lower(${vehicles.equipmentNumber}) = lower(${vehicle.trim()})`;
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(condition).limit(1);
  return row?.id;
}

const live = (vehicleId: number, meter: MeterKind) =>
  and(eq(meterReadings.vehicleId, vehicleId), eq(meterReadings.meter, meter), isNull(meterReadings.voidedAt));

/** The same reading received before: same vehicle, meter, time and source reference. */
export async function findSameReading(
  db: Database,
  key: { vehicleId: number; meter: MeterKind; takenAt: Date; sourceRef: string | null },
) {
  const [row] = await db
    .select({ id: meterReadings.id })
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.vehicleId, key.vehicleId),
        eq(meterReadings.meter, key.meter),
        eq(meterReadings.takenAt, key.takenAt),
        sql`coalesce(${meterReadings.sourceRef}, '') = ${key.sourceRef ?? ''}`,
      ),
    )
    .limit(1);
  return row;
}

export async function hasLiveReading(db: Database, vehicleId: number, meter: MeterKind): Promise<boolean> {
  const [row] = await db.select({ id: meterReadings.id }).from(meterReadings).where(live(vehicleId, meter)).limit(1);
  return row !== undefined;
}

/** The latest reading in use taken at or before `takenAt`. */
export async function readingAtOrBefore(db: Database, vehicleId: number, meter: MeterKind, takenAt: Date) {
  const [row] = await db
    .select({ value: meterReadings.value, takenAt: meterReadings.takenAt, sourceRef: meterReadings.sourceRef })
    .from(meterReadings)
    .where(and(live(vehicleId, meter), lte(meterReadings.takenAt, takenAt)))
    .orderBy(desc(meterReadings.takenAt), desc(meterReadings.id))
    .limit(1);
  return row;
}

/** The earliest reading in use taken after `takenAt`. */
export async function readingAfter(db: Database, vehicleId: number, meter: MeterKind, takenAt: Date) {
  const [row] = await db
    .select({ value: meterReadings.value, takenAt: meterReadings.takenAt })
    .from(meterReadings)
    .where(and(live(vehicleId, meter), gt(meterReadings.takenAt, takenAt)))
    .orderBy(asc(meterReadings.takenAt), asc(meterReadings.id))
    .limit(1);
  return row;
}

/** The value of the latest reading in use, or undefined when none is left. */
export async function latestValue(db: Database, vehicleId: number, meter: MeterKind): Promise<number | undefined> {
  const [row] = await db
    .select({ value: meterReadings.value })
    .from(meterReadings)
    .where(live(vehicleId, meter))
    .orderBy(desc(meterReadings.takenAt), desc(meterReadings.id))
    .limit(1);
  return row?.value;
}

export async function insertReading(db: Database, row: NewMeterReadingRow): Promise<MeterReadingRow> {
  const [created] = await db.insert(meterReadings).values(row).returning();
  return created!;
}

/** Sets the vehicle's current value of one meter. */
export async function setCurrentValue(db: Database, vehicleId: number, meter: MeterKind, value: number, now: Date) {
  const column = meter === 'hours' ? { lastHourRead: value } : { lastOdmRead: value };
  await db
    .update(vehicles)
    .set({ ...column, updatedAt: now })
    .where(eq(vehicles.id, vehicleId));
}

export async function lockReading(db: Database, id: number): Promise<MeterReadingRow | undefined> {
  const [row] = await db.select().from(meterReadings).where(eq(meterReadings.id, id)).for('update');
  return row;
}

export async function markVoided(
  db: Database,
  id: number,
  voided: { voidedAt: Date; voidedBy: number | null; voidReason: string },
): Promise<MeterReadingRow> {
  const [row] = await db.update(meterReadings).set(voided).where(eq(meterReadings.id, id)).returning();
  return row!;
}

/** The reading a record (`checklist:12`, `fuel:4`) made, for its edits. */
export async function readingOfRecord(db: Database, vehicleId: number, meter: MeterKind, sourceRef: string) {
  const [row] = await db
    .select()
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.vehicleId, vehicleId),
        eq(meterReadings.meter, meter),
        eq(meterReadings.sourceRef, sourceRef),
      ),
    )
    .orderBy(desc(meterReadings.id))
    .limit(1);
  return row;
}

export async function updateReading(db: Database, id: number, values: Partial<NewMeterReadingRow>) {
  await db.update(meterReadings).set(values).where(eq(meterReadings.id, id));
}

const sender = sql<string | null>`coalesce(${apiTokens.name}, trim(${users.firstName} || ' ' || ${users.lastName}))`;
const voider = sql<string | null>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users}
  where ${users.id} = ${meterReadings.voidedBy})`;

export type MeterReadingListRow = {
  reading: MeterReadingRow;
  equipmentNumber: string;
  sentBy: string | null;
  voidedBy: string | null;
};

function selectListRows(db: Database) {
  return db
    .select({ reading: meterReadings, equipmentNumber: vehicles.equipmentNumber, sentBy: sender, voidedBy: voider })
    .from(meterReadings)
    .innerJoin(vehicles, eq(vehicles.id, meterReadings.vehicleId))
    .leftJoin(users, eq(users.id, meterReadings.userId))
    .leftJoin(apiTokens, eq(apiTokens.id, meterReadings.apiTokenId));
}

export async function findListRow(db: Database, id: number): Promise<MeterReadingListRow | undefined> {
  const [row] = await selectListRows(db).where(eq(meterReadings.id, id)).limit(1);
  return row;
}

function listCondition(vehicleId: number, meter: MeterKind | undefined): SQL | undefined {
  return and(eq(meterReadings.vehicleId, vehicleId), meter ? eq(meterReadings.meter, meter) : undefined);
}

/** A page of one vehicle's readings, newest first. */
export async function listReadings(
  db: Database,
  filter: { vehicleId: number; meter?: MeterKind },
  page: { limit: number; offset: number },
): Promise<{ rows: MeterReadingListRow[]; total: number }> {
  const condition = listCondition(filter.vehicleId, filter.meter);
  const rows = await selectListRows(db)
    .where(condition)
    .orderBy(desc(meterReadings.takenAt), desc(meterReadings.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(meterReadings).where(condition);
  return { rows, total: counted?.total ?? 0 };
}

/** The export's batches: the rows after `previous` in the list's order. */
export function listReadingsAfter(
  db: Database,
  filter: { vehicleId: number; meter?: MeterKind },
  previous: MeterReadingRow | undefined,
  limit: number,
): Promise<MeterReadingListRow[]> {
  const after = previous
    ? or(
        lt(meterReadings.takenAt, previous.takenAt),
        and(eq(meterReadings.takenAt, previous.takenAt), lt(meterReadings.id, previous.id)),
      )
    : undefined;
  return selectListRows(db)
    .where(and(listCondition(filter.vehicleId, filter.meter), after))
    .orderBy(desc(meterReadings.takenAt), desc(meterReadings.id))
    .limit(limit);
}

export async function vehicleExists(db: Database, vehicleId: number): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1);
  return row !== undefined;
}

/** The vehicles' meters (no lock), for an import's dry run that reads them once. */
export async function listVehicleMeters(db: Database, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return [];
  return db.select(vehicleMeterColumns).from(vehicles).where(inArray(vehicles.id, vehicleIds));
}

/** Every reading of these vehicles, voided ones too (a voided reading is still received once), by id. */
export async function listVehiclesReadings(db: Database, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return [];
  return db
    .select({
      id: meterReadings.id,
      vehicleId: meterReadings.vehicleId,
      meter: meterReadings.meter,
      value: meterReadings.value,
      takenAt: meterReadings.takenAt,
      sourceRef: meterReadings.sourceRef,
      voided: sql<boolean>`${meterReadings.voidedAt} is not null`,
    })
    .from(meterReadings)
    .where(inArray(meterReadings.vehicleId, vehicleIds))
    .orderBy(asc(meterReadings.id));
}
