import { and, eq, isNull } from 'drizzle-orm';
import { meterReadings, serviceCompletions, serviceTasks, vehicles } from '../db/schema/index.js';
import type { SeedIds } from './assignment-rows.js';
import { insertRows } from './bulk-insert.js';
import type { SeedVehicle } from './fleet.js';
import type { SeedRun } from './phases.js';

/**
 * The demo's engine hours (issue 37): a new admin sees the hour meter, its history and a service
 * task by hours without setting anything up. The heavy trucks (the fleet's heavy equipment) carry
 * an hour meter beside their odometer, read weekly by a telematics export over the last half
 * year, and get an oil change every 250 h whose last one was 150 to 290 h ago: some are fine,
 * some due soon, some overdue.
 */
export const hourServiceTask = { name: 'Engine oil and filter (every 250 h)', intervalHours: 250, dueSoonHours: 25 };

const weeksOfReadings = 26;
const week = 7 * 86_400_000;

type ReadingRow = typeof meterReadings.$inferInsert & { value: number; takenAt: Date };

/** A truck's weekly readings, oldest first: 45 to 75 h a week, never a jump the app would question. */
function weeklyReadings(run: SeedRun, vehicle: SeedVehicle, vehicleId: number): ReadingRow[] {
  const own = run.random.fork(`hours-${vehicle.index}`);
  let hours = own.int(1500, 12_000);
  const readings: ReadingRow[] = [];
  for (let weeksAgo = weeksOfReadings; weeksAgo >= 1; weeksAgo -= 1) {
    // Sunday night's export, read on the 6 days since: the history stops at the start of today.
    const takenAt = new Date(run.timeline.now.getTime() - weeksAgo * week + own.int(1, 6) * 3_600_000);
    hours += own.int(45, 75);
    if (takenAt < vehicle.joinedAt || (vehicle.disabledAt && takenAt > vehicle.disabledAt)) continue;
    const ref = `telematics:${vehicle.row.equipmentNumber}:${weeksOfReadings - weeksAgo + 1}`;
    readings.push({
      vehicleId,
      meter: 'hours',
      value: hours,
      takenAt,
      source: 'api',
      sourceRef: ref,
      createdAt: takenAt,
    });
  }
  return readings;
}

/** The task, made once: seeding again (with --wipe) finds the one already there. */
async function hourTaskId(run: SeedRun): Promise<number> {
  await run.db
    .insert(serviceTasks)
    .values({ ...hourServiceTask, appliesTo: 'parent_type', vehicleParentType: 'Heavy Duty Truck' })
    .onConflictDoNothing();
  const [task] = await run.db
    .select({ id: serviceTasks.id })
    .from(serviceTasks)
    .where(and(eq(serviceTasks.name, hourServiceTask.name), isNull(serviceTasks.archivedAt)));
  return task!.id;
}

/** Hour meters, their readings and the oil change's last completion; answers the readings written. */
export async function writeHourMeters(run: SeedRun, fleet: SeedVehicle[], ids: SeedIds): Promise<number> {
  const heavy = fleet.filter((vehicle) => vehicle.parentType === 'Heavy Duty Truck');
  if (heavy.length === 0) return 0;
  const taskId = await hourTaskId(run);
  const readings: ReadingRow[] = [];
  const completions: (typeof serviceCompletions.$inferInsert)[] = [];
  for (const vehicle of heavy) {
    const vehicleId = ids.vehicles[vehicle.index]!;
    const own = weeklyReadings(run, vehicle, vehicleId);
    const last = own.at(-1);
    if (!last) continue;
    await run.db
      .update(vehicles)
      .set({ hasHourMeter: true, lastHourRead: last.value })
      .where(eq(vehicles.id, vehicleId));
    const since = run.random.fork(`oil-${vehicle.index}`).int(150, 290);
    const done = own.find((reading) => reading.value >= last.value - since) ?? last;
    completions.push({
      serviceTaskId: taskId,
      vehicleId,
      doneOn: run.timeline.dateOf(done.takenAt),
      hours: done.value,
      createdBy: run.adminId,
      createdAt: done.takenAt,
    });
    readings.push(...own);
  }
  for (let index = 0; index < readings.length; index += 2000) {
    await insertRows(run.db, meterReadings, readings.slice(index, index + 2000));
  }
  await insertRows(run.db, serviceCompletions, completions);
  return readings.length;
}
