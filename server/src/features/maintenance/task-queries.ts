import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { serviceTasks, serviceTaskVehicles, vehicles } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { taskAppliesCondition } from './status-queries.js';

export type ServiceTaskRow = typeof serviceTasks.$inferSelect;
export type NewServiceTaskRow = typeof serviceTasks.$inferInsert;

/** Each task's chosen vehicles, in one query for the whole page. */
export async function chosenVehicleIds(db: Database, taskIds: number[]): Promise<Map<number, number[]>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(serviceTaskVehicles)
    .where(inArray(serviceTaskVehicles.serviceTaskId, taskIds))
    .orderBy(serviceTaskVehicles.serviceTaskId, serviceTaskVehicles.vehicleId);
  const chosen = new Map<number, number[]>();
  for (const row of rows) chosen.set(row.serviceTaskId, [...(chosen.get(row.serviceTaskId) ?? []), row.vehicleId]);
  return chosen;
}

/** Archived tasks (deleted ones, issue 37) leave every list; their completions stay. */
const current = isNull(serviceTasks.archivedAt);
const searched = (search: string | undefined) =>
  search ? and(current, ilike(serviceTasks.name, containsPattern(search))) : current;
const nameOrder = sql`lower(${serviceTasks.name}) collate "C"`;

/** By name (as a person reads a list), then id. */
export async function listServiceTasks(
  db: Database,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = searched(search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(serviceTasks)
      .where(where)
      .orderBy(nameOrder, asc(serviceTasks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(serviceTasks).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The tasks after `previous` in the list's order: keyset batches for the CSV export. */
export async function listServiceTasksAfter(
  db: Database,
  search: string | undefined,
  previous: ServiceTaskRow | undefined,
  limit: number,
) {
  const after = previous
    ? sql`(${nameOrder}, ${serviceTasks.id}) > (lower(${previous.name}) collate "C", ${previous.id})`
    : undefined;
  return db
    .select()
    .from(serviceTasks)
    .where(and(searched(search), after))
    .orderBy(nameOrder, asc(serviceTasks.id))
    .limit(limit);
}

/** Each task's chosen vehicles by equipment number, for the export. */
export async function chosenEquipmentNumbers(db: Database, taskIds: number[]): Promise<Map<number, string[]>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ taskId: serviceTaskVehicles.serviceTaskId, equipmentNumber: vehicles.equipmentNumber })
    .from(serviceTaskVehicles)
    .innerJoin(vehicles, eq(vehicles.id, serviceTaskVehicles.vehicleId))
    .where(inArray(serviceTaskVehicles.serviceTaskId, taskIds))
    .orderBy(serviceTaskVehicles.serviceTaskId, vehicles.equipmentNumber);
  const chosen = new Map<number, string[]>();
  for (const row of rows) chosen.set(row.taskId, [...(chosen.get(row.taskId) ?? []), row.equipmentNumber]);
  return chosen;
}

export async function findServiceTask(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(serviceTasks)
    .where(and(eq(serviceTasks.id, id), current))
    .limit(1);
  return row;
}

export async function nameTaken(db: Database, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceTasks.id })
    .from(serviceTasks)
    .where(
      and(
        current,
        sql`lower(${serviceTasks.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${serviceTasks.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many of `ids` are vehicles. */
export async function countVehicles(db: Database, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ value: count() }).from(vehicles).where(inArray(vehicles.id, ids));
  return row?.value ?? 0;
}

export async function insertServiceTask(db: Database, values: NewServiceTaskRow) {
  const [created] = await db.insert(serviceTasks).values(values).returning();
  return created!;
}

export async function updateServiceTask(db: Database, id: number, values: Partial<NewServiceTaskRow>) {
  await db.update(serviceTasks).set(values).where(eq(serviceTasks.id, id));
}

/** Archives the task: it leaves the lists and the due dates; its completions stay as history. */
export async function archiveServiceTask(db: Database, id: number, now: Date) {
  await db.update(serviceTasks).set({ archivedAt: now, updatedAt: now }).where(eq(serviceTasks.id, id));
}

/** Replaces the task's chosen vehicles with `vehicleIds` (none for a task of all or of a type). */
export async function replaceChosenVehicles(db: Database, taskId: number, vehicleIds: number[]) {
  await db.delete(serviceTaskVehicles).where(eq(serviceTaskVehicles.serviceTaskId, taskId));
  if (vehicleIds.length === 0) return;
  await db.insert(serviceTaskVehicles).values(vehicleIds.map((vehicleId) => ({ serviceTaskId: taskId, vehicleId })));
}

/** Whether the task applies to the vehicle: to all, to its parent type, or to it by name. */
export async function taskAppliesToVehicle(db: Database, taskId: number, vehicleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: serviceTasks.id })
    .from(serviceTasks)
    .innerJoin(vehicles, eq(vehicles.id, vehicleId))
    .where(and(eq(serviceTasks.id, taskId), current, taskAppliesCondition))
    .limit(1);
  return row !== undefined;
}
