import { TZDate } from '@date-fns/tz';
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { addDays, emptyWeekRecord, weekStart } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { rates, trackings, vehicleAssignments, vehicles } from '../../db/schema/index.js';

/** Midnight starting `date` in the business timezone, as an instant. */
export function startOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** Enabled vehicles with their parent type's full day rate; for a past week, only those that existed then. */
function trackedVehicles(db: Database, createdBefore: Date | undefined) {
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
function weekAssignments(db: Database, from: Date, to: Date) {
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

/** Rows per insert statement: well under PostgreSQL's limit of bound parameters. */
const insertBatchSize = 1000;

async function weekHasRows(db: Database, start: string): Promise<boolean> {
  const [row] = await db.select({ id: trackings.id }).from(trackings).where(eq(trackings.weekStart, start)).limit(1);
  return row !== undefined;
}

/** The (vehicle, slot) keys the week already has, read from its unique index alone. */
async function existingRowKeys(db: Database, start: string): Promise<Set<string>> {
  const rows = await db
    .select({ vehicleId: trackings.vehicleId, slot: trackings.slot })
    .from(trackings)
    .where(eq(trackings.weekStart, start));
  return new Set(rows.map((row) => `${row.vehicleId}:${row.slot}`));
}

/**
 * Rows of this week or later that nobody has saved yet bill nothing, so their rate simply follows
 * Rates (a Rates change shows at once). Saved rows keep the rate they were saved with.
 */
async function followRates(db: Database, start: string) {
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

/**
 * Opens a week: makes sure each tracked vehicle has its rows, one per driver slot whose
 * assignment overlaps the week, or one row with no driver (slot 0). Safe to run any number of
 * times and by several people at once: the (week, vehicle, slot) unique key with "on conflict do
 * nothing" means a row is created once and existing rows are never touched.
 *
 * - This week and later: every enabled vehicle, each time the week is opened, so a vehicle that
 *   is enabled again or gets a new driver shows up; hidden vehicles' rows are created hidden.
 *   A driverless row nobody has edited is dropped once the vehicle has a driver that week, and
 *   unsaved rows take today's Rates (`followRates`).
 * - Past weeks are history: a week that has rows is left as it is; a week never opened gets rows
 *   only for enabled vehicles that existed before it ended.
 */
export async function openWeek(context: AppContext, start: string): Promise<void> {
  const { db, clock } = context;
  const isPast = start < weekStart(clock.today());
  if (isPast && (await weekHasRows(db, start))) return;
  const from = startOfDay(start, clock.timeZone);
  const to = startOfDay(addDays(start, 7), clock.timeZone);
  const [tracked, assigned, existing] = await Promise.all([
    trackedVehicles(db, isPast ? to : undefined),
    weekAssignments(db, from, to),
    existingRowKeys(db, start),
  ]);
  const slotsOf = new Map<number, { slot: number; driverId: number }[]>();
  for (const assignment of assigned) {
    slotsOf.set(assignment.vehicleId, [...(slotsOf.get(assignment.vehicleId) ?? []), assignment]);
  }
  const weekRecord = emptyWeekRecord(start);
  // Only the rows the week lacks: opening an opened week (every list call) then writes nothing.
  const rows = tracked.flatMap((vehicle) =>
    (slotsOf.get(vehicle.id) ?? [{ slot: 0, driverId: null }])
      .filter((slot) => !existing.has(`${vehicle.id}:${slot.slot}`))
      .map((slot) => ({
        weekStart: start,
        vehicleId: vehicle.id,
        slot: slot.slot,
        driverId: slot.driverId,
        rateType: 'full_day_rate' as const,
        rateCents: vehicle.fullDayRateCents ?? 0,
        weekRecord,
        hidden: vehicle.hidden,
      })),
  );
  // Rows go in key order, so two admins opening the same week at once never deadlock.
  for (let index = 0; index < rows.length; index += insertBatchSize) {
    await db
      .insert(trackings)
      .values(rows.slice(index, index + insertBatchSize))
      .onConflictDoNothing();
  }
  if (!isPast) await followRates(db, start);
  const withDrivers = tracked
    .filter((vehicle) => slotsOf.has(vehicle.id) && existing.has(`${vehicle.id}:0`))
    .map((vehicle) => vehicle.id);
  if (!isPast && withDrivers.length > 0) {
    await db
      .delete(trackings)
      .where(
        and(
          eq(trackings.weekStart, start),
          eq(trackings.slot, 0),
          inArray(trackings.vehicleId, withDrivers),
          eq(trackings.updatedAt, trackings.createdAt),
          isNull(trackings.comment),
          isNull(trackings.cleaningAppt),
        ),
      );
  }
}
