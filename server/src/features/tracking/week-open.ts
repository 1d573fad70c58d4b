import { TZDate } from '@date-fns/tz';
import { addDays, dateParts, emptyWeekRecord, weekStart } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import {
  deleteUneditedDriverlessRows,
  existingRowKeys,
  followRates,
  insertMissingWeekRows,
  trackedVehicles,
  weekAssignments,
  weekHasRows,
} from './week-queries.js';

/** Midnight starting `date` in the business timezone, as an instant. */
export function startOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = dateParts(date);
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
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
  await insertMissingWeekRows(db, rows);
  if (!isPast) await followRates(db, start);
  const withDrivers = tracked
    .filter((vehicle) => slotsOf.has(vehicle.id) && existing.has(`${vehicle.id}:0`))
    .map((vehicle) => vehicle.id);
  if (!isPast && withDrivers.length > 0) {
    await deleteUneditedDriverlessRows(db, start, withDrivers);
  }
}
