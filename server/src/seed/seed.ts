import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { recordAudit } from '../lib/audit.js';
import { AppError } from '../lib/errors.js';
import { hashPassword } from '../lib/passwords.js';
import { orderLikeTheApp, writeLastReadings } from './finish.js';
import { writeHourMeters } from './hour-meters.js';
import { firstAdminId, readLookups } from './lookups.js';
import { writeAssignments, writeHistories, writePeopleAndVehicles, type SeedRun } from './phases.js';
import { silentProgress, type Progress } from './progress.js';
import { createRandom } from './random.js';
import { setDemoRates } from './rates.js';
import { demoAccounts, seedSizes } from './sizes.js';
import { createTimeline } from './timeline.js';
import { fleetIsEmpty, wipeFleet } from './wipe.js';

export type SeedOptions = {
  /** 1: about 150 vehicles and 250 drivers; fractions give a smaller fleet (tests), 10 and 100 larger ones. */
  scale: number;
  /** Any text: the same seed (and the same today) writes the same rows. */
  seed: string;
  /** Empty the fleet first; without it the seed refuses a database that already has one. */
  wipe?: boolean;
  /** Weeks of history (156 by default, three years). */
  weeks?: number;
  progress?: Progress;
};

/** Rows written per table. */
export type SeedCounts = {
  supervisors: number;
  drivers: number;
  vehicles: number;
  assignments: number;
  activity_log: number;
  trackings: number;
  checklists: number;
  vehicle_expenses: number;
  appointments: number;
  fire_inspections: number;
  first_aid_kits: number;
  /** The heavy trucks' engine hours (issue 37). */
  meter_readings: number;
};

/** The rows written, wall-clock seconds, and this process's CPU seconds (PGlite's work included). */
export type SeedSummary = { counts: SeedCounts; seconds: number; cpuSeconds: number };

export const fleetNotEmptyMessage =
  'The database already has vehicles, drivers or non-admin accounts; seed with --wipe to replace them.';

/**
 * Writes a demo fleet into the app's database in one transaction: people, vehicles, three years
 * of assignments, tracking, checklists, shop visits and money, safety equipment, and the heavy
 * trucks' engine hours with an oil change by hours, all
 * deterministic from the seed and anchored on the app clock's today.
 */
export async function seedDemoData(context: AppContext, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const progress = options.progress ?? silentProgress;
  const timeline = createTimeline(context.clock, options.weeks);
  const sizes = seedSizes(options.scale);
  const passwordHash = await hashPassword(demoAccounts.password);
  const counts = await context.db.transaction(async (db): Promise<SeedCounts> => {
    if (options.wipe) await wipeFleet(db);
    else if (!(await fleetIsEmpty(db))) throw new AppError('conflict', fleetNotEmptyMessage);
    const run: SeedRun = {
      db,
      random: createRandom(options.seed),
      timeline,
      lookups: await readLookups(db),
      adminId: await firstAdminId(db),
      progress,
    };
    await setDemoRates(db, timeline.now);
    const people = await writePeopleAndVehicles(run, sizes, passwordHash);
    const assigned = await writeAssignments(run, people.fleet, people.drivers, people.ids);
    const history = await writeHistories(run, people.fleet, people.ids, { ...people, byVehicle: assigned.byVehicle });
    await writeLastReadings(db, history.readings);
    const meterReadings = await writeHourMeters(run, people.fleet, people.ids);
    await orderLikeTheApp(db, progress);
    const tally: SeedCounts = {
      supervisors: people.supervisors.length,
      drivers: people.drivers.length,
      vehicles: people.fleet.length,
      assignments: assigned.count,
      activity_log: assigned.logCount,
      ...history.counts,
      meter_readings: meterReadings,
    };
    await recordAudit(db, {
      actorId: run.adminId,
      action: 'seed',
      entity: 'demo_data',
      entityId: options.seed,
      after: { scale: options.scale, today: timeline.today, ...tally },
    });
    return tally;
  });
  // Fresh planner statistics: the first queries after a bulk load otherwise plan for empty tables.
  await context.db.execute(sql`analyze`);
  progress.done();
  const used = process.cpuUsage(cpu);
  return { counts, seconds: (Date.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}
