import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rates, trackings, vehicleAssignments, vehicles } from '../../db/schema/index.js';

/** Enabled vehicles with their parent type's full day rate; for a past week, only those that existed then. */
export function trackedVehicles(db: Database, createdBefore: Date | undefined) {
  return db
    .select({
      id: vehicles.id,
      hidden: sql<boolean>`${vehicles.status} = 'hidden'`,
      fullDayRateCents: rates.fullDayRateCents,
    })
    .from(vehicles)
    .leftJoin(rates, eq(rates.vehicleParentType, vehicles.vehicleParentType))
    .where(and(eq(vehicles.enabled, true), createdBefore ? lt(vehicles.createdAt, createdBefore) : undefined))
    .orderBy(asc(vehicles.id));
}

/**
 * For each vehicle and slot, the driver of the assignment that overlaps [from, to): it starts
 * before the week ends and neither runs out nor was ended before the week starts. When a slot
 * changed hands during the week, the latest driver's assignment wins.
 */
export function weekAssignments(db: Database, from: Date, to: Date) {
  const ends = sql`least(${vehicleAssignments.assignedTo}, ${vehicleAssignments.endedAt})`;
  return db
    .selectDistinctOn([vehicleAssignments.vehicleId, vehicleAssignments.slot], {
      vehicleId: vehicleAssignments.vehicleId,
      slot: vehicleAssignments.slot,
      driverId: vehicleAssignments.driverId,
    })
    .from(vehicleAssignments)
    .where(and(lt(vehicleAssignments.assignedFrom, to), or(sql`${ends} is null`, gt(ends, from))))
    .orderBy(
      asc(vehicleAssignments.vehicleId),
      asc(vehicleAssignments.slot),
      sql`${vehicleAssignments.assignedFrom} desc`,
      sql`${vehicleAssignments.id} desc`,
    );
}

export async function weekHasRows(db: Database, start: string): Promise<boolean> {
  const [row] = await db.select({ id: trackings.id }).from(trackings).where(eq(trackings.weekStart, start)).limit(1);
  return row !== undefined;
}

/** The (vehicle, slot) keys the week already has, read from its unique index alone. */
export async function existingRowKeys(db: Database, start: string): Promise<Set<string>> {
  const rows = await db
    .select({ vehicleId: trackings.vehicleId, slot: trackings.slot })
    .from(trackings)
    .where(eq(trackings.weekStart, start));
  return new Set(rows.map((row) => `${row.vehicleId}:${row.slot}`));
}

/** Rows per insert statement: well under PostgreSQL's limit of bound parameters. */
const insertBatchSize = 1000;

/**
 * Inserts the rows a week lacks, in the order given and in batches, skipping any that a twin
 * inserted meanwhile (the (week, vehicle, slot) unique key with "on conflict do nothing").
 */
export async function insertMissingWeekRows(db: Database, rows: (typeof trackings.$inferInsert)[]): Promise<void> {
  for (let index = 0; index < rows.length; index += insertBatchSize) {
    await db
      .insert(trackings)
      .values(rows.slice(index, index + insertBatchSize))
      .onConflictDoNothing();
  }
}

/**
 * Rows of this week or later that nobody has saved yet bill nothing, so their rate simply follows
 * Rates (a Rates change shows at once). Saved rows keep the rate they were saved with.
 */
export async function followRates(db: Database, start: string) {
  const current = sql`case when ${trackings.rateType} = 'shared_day_rate'
    then ${rates.sharedDayRateCents} else ${rates.fullDayRateCents} end`;
  await db
    .update(trackings)
    .set({ rateCents: current })
    .from(vehicles)
    .innerJoin(rates, eq(rates.vehicleParentType, vehicles.vehicleParentType))
    .where(
      and(
        eq(vehicles.id, trackings.vehicleId),
        eq(trackings.weekStart, start),
        eq(trackings.updatedAt, trackings.createdAt),
        ne(trackings.rateType, 'custom_rate'),
        sql`${trackings.rateCents} <> ${current}`,
      ),
    );
}

/** Drops these vehicles' driverless rows (slot 0) of the week that nobody has edited. */
export async function deleteUneditedDriverlessRows(db: Database, start: string, vehicleIds: number[]): Promise<void> {
  await db
    .delete(trackings)
    .where(
      and(
        eq(trackings.weekStart, start),
        eq(trackings.slot, 0),
        inArray(trackings.vehicleId, vehicleIds),
        eq(trackings.updatedAt, trackings.createdAt),
        isNull(trackings.comment),
        isNull(trackings.cleaningAppt),
      ),
    );
}
