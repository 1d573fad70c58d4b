import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  activityLog,
  appointments,
  checklists,
  fireInspections,
  firstAidKits,
  trackings,
  vehicleAssignments,
  vehicleExpenses,
  vehicles,
} from '../db/schema/index.js';
import { checklistItemsFor } from '../features/checklists/index.js';
import type { Lookups } from './appointment-book.js';
import { planVehicleAssignments } from './assignment-plan.js';
import { activityLogRows, assignmentRow, type SeedIds } from './assignment-rows.js';
import { chooseDrivers } from './assignment-sweep.js';
import { batchWriter, insertRows } from './bulk-insert.js';
import type { LastReading } from './finish.js';
import { generateVehicles, type SeedVehicle } from './fleet.js';
import { nameSource } from './names.js';
import { simulateVehicle, type OperationWriters, type PersonIds } from './operations.js';
import { emailSource, generateDrivers, generateSupervisors, type SeedDriver } from './people.js';
import { insertPeople } from './people-rows.js';
import type { Progress } from './progress.js';
import type { Random } from './random.js';
import { fireInspectionRow, firstAidKitRow } from './safety.js';
import { demoAccounts, type SeedSizes } from './sizes.js';
import type { OrderedAssignment } from './tracking-week.js';
import type { Timeline } from './timeline.js';

/** What every phase shares: the transaction, the seed's streams, the calendar and the lookups. */
export type SeedRun = {
  db: Database;
  random: Random;
  timeline: Timeline;
  lookups: Lookups;
  adminId: number | null;
  progress: Progress;
};

const batch = 2000;

async function insertInBatches<Row>(rows: Row[], write: (part: Row[]) => Promise<void>) {
  for (let index = 0; index < rows.length; index += batch) await write(rows.slice(index, index + batch));
}

/** Supervisors, drivers (with their sign-ins) and vehicles; returns how to find each one's ids. */
export async function writePeopleAndVehicles(run: SeedRun, sizes: SeedSizes, passwordHash: string) {
  const { db, random, timeline } = run;
  run.progress.phase('people and vehicles', 3);
  const demoSupervisor = `${demoAccounts.supervisor.first} ${demoAccounts.supervisor.last}`;
  const naming = { nextName: nameSource(random.fork('names'), [demoSupervisor]), email: emailSource() };
  const supervisors = generateSupervisors(sizes, naming);
  const drivers = generateDrivers(random.fork('drivers'), sizes, timeline, supervisors, naming);
  const hiredBefore = timeline.at(timeline.firstWeek, -400 * 24 * 60);
  const person = await insertPeople(db, { supervisors, drivers }, passwordHash, run.lookups.locationIds, hiredBefore);
  run.progress.step();
  const fleet = generateVehicles(random.fork('vehicles'), sizes.vehicles, timeline);
  await insertInBatches(fleet, (part) =>
    insertRows(
      db,
      vehicles,
      part.map((vehicle) => vehicle.row),
    ),
  );
  const rows = await db.select().from(vehicles).orderBy(asc(vehicles.id));
  const rowByNumber = new Map(rows.map((row) => [row.equipmentNumber, row]));
  const ids: SeedIds = {
    vehicles: fleet.map((vehicle) => rowByNumber.get(vehicle.row.equipmentNumber)!.id),
    drivers: drivers.map((driver) => person(driver).id),
    adminId: run.adminId,
  };
  run.progress.step();
  return { supervisors, drivers, fleet, person, ids, rowByNumber };
}

/** Three years of assignments with their activity log; returns them grouped by vehicle. */
export async function writeAssignments(run: SeedRun, fleet: SeedVehicle[], drivers: SeedDriver[], ids: SeedIds) {
  const planned = fleet.flatMap((vehicle) =>
    planVehicleAssignments(run.random.fork(`plan-${vehicle.index}`), vehicle, run.timeline),
  );
  const assignments: OrderedAssignment[] = chooseDrivers(run.random.fork('sweep'), planned, drivers, drivers[0]!).map(
    (assignment, order) => ({ ...assignment, order }),
  );
  await insertInBatches(assignments, (part) =>
    insertRows(
      run.db,
      vehicleAssignments,
      part.map((entry) => assignmentRow(entry, ids)),
    ),
  );
  const logRows = activityLogRows(assignments, ids);
  await insertInBatches(logRows, (part) => insertRows(run.db, activityLog, part));
  run.progress.step();
  const byVehicle = new Map<number, OrderedAssignment[]>();
  for (const assignment of assignments) {
    const list = byVehicle.get(assignment.vehicle.index) ?? [];
    list.push(assignment);
    byVehicle.set(assignment.vehicle.index, list);
  }
  return { byVehicle, count: assignments.length, logCount: logRows.length };
}

/**
 * Each vehicle's history (tracking, checklists, appointments, money) and safety equipment,
 * streamed to the database in batches. Returns the rows written and each vehicle's last reading.
 */
export async function writeHistories(
  run: SeedRun,
  fleet: SeedVehicle[],
  ids: SeedIds,
  context: {
    rowByNumber: Map<string, typeof vehicles.$inferSelect>;
    byVehicle: Map<number, OrderedAssignment[]>;
    person: (driver: SeedDriver) => PersonIds;
  },
) {
  const { db, timeline } = run;
  const written = (count: number) => run.progress.rowsWritten(count);
  const writers: OperationWriters = {
    trackings: batchWriter(db, trackings, written),
    checklists: batchWriter(db, checklists, written),
    expenses: batchWriter(db, vehicleExpenses, written),
    appointments: batchWriter(db, appointments, written),
  };
  const inspections = batchWriter(db, fireInspections, written);
  const kits = batchWriter(db, firstAidKits, written);
  const operations = { timeline, lookups: run.lookups, adminId: run.adminId, writers, person: context.person };
  const readings: LastReading[] = [];
  run.progress.phase('vehicle histories', fleet.length);
  for (const vehicle of fleet) {
    const vehicleId = ids.vehicles[vehicle.index]!;
    const own = run.random.fork(`history-${vehicle.index}`);
    const items = checklistItemsFor(context.rowByNumber.get(vehicle.row.equipmentNumber)!);
    const input = { vehicle, vehicleId, items, assignments: context.byVehicle.get(vehicle.index) ?? [] };
    const last = await simulateVehicle(own, input, operations);
    readings.push({ id: vehicleId, odm: last.odmRead, at: last.at });
    const inspection = fireInspectionRow(own, vehicle, vehicleId, timeline);
    if (inspection) await inspections.add(inspection);
    const kit = firstAidKitRow(own, vehicle, vehicleId, timeline);
    if (kit) await kits.add(kit);
    run.progress.step();
  }
  for (const writer of [...Object.values(writers), inspections, kits]) await writer.flush();
  const counts = {
    trackings: writers.trackings.count(),
    checklists: writers.checklists.count(),
    vehicle_expenses: writers.expenses.count(),
    appointments: writers.appointments.count(),
    fire_inspections: inspections.count(),
    first_aid_kits: kits.count(),
  };
  return { counts, readings };
}
