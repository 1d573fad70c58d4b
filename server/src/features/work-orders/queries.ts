import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { WorkOrderFilter } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import {
  defects,
  serviceCompletions,
  serviceTasks,
  vehicles,
  workOrderDefects,
  workOrderLines,
  workOrderServiceTasks,
  workOrders,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

export type WorkOrderRow = typeof workOrders.$inferSelect;
export type LineValues = Omit<typeof workOrderLines.$inferInsert, 'workOrderId'>;

function joined(db: Database) {
  return db
    .select({
      order: workOrders,
      equipmentNumber: vehicles.equipmentNumber,
      hasOdometer: vehicles.hasOdometer,
      hasHourMeter: vehicles.hasHourMeter,
    })
    .from(workOrders)
    .innerJoin(vehicles, eq(vehicles.id, workOrders.vehicleId));
}
export type WorkOrderQueryRow = Awaited<ReturnType<typeof joined>>[number];

function conditions(filter: WorkOrderFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.status ? eq(workOrders.status, filter.status) : undefined,
    filter.vehicle_id ? eq(workOrders.vehicleId, filter.vehicle_id) : undefined,
    pattern ? or(ilike(vehicles.equipmentNumber, pattern), ilike(workOrders.title, pattern)) : undefined,
  );
}

export async function findWorkOrder(db: Database, id: number) {
  const [row] = await joined(db).where(eq(workOrders.id, id)).limit(1);
  return row;
}

/** Newest first. */
export async function listWorkOrders(db: Database, filter: WorkOrderFilter, page: { limit: number; offset: number }) {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(workOrders.id)).limit(page.limit).offset(page.offset),
    db
      .select({ value: count() })
      .from(workOrders)
      .innerJoin(vehicles, eq(vehicles.id, workOrders.vehicleId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The rows after `previousId`, newest first: keyset pagination for the CSV export. */
export async function listWorkOrdersAfter(
  db: Database,
  filter: WorkOrderFilter,
  previousId: number | undefined,
  limit: number,
) {
  return joined(db)
    .where(and(conditions(filter), previousId === undefined ? undefined : lt(workOrders.id, previousId)))
    .orderBy(desc(workOrders.id))
    .limit(limit);
}

/** Held until the transaction ends, so a status change and an edit cannot cross. */
export async function lockWorkOrder(db: Database, id: number): Promise<WorkOrderRow | undefined> {
  const [row] = await db.select().from(workOrders).where(eq(workOrders.id, id)).for('update').limit(1);
  return row;
}

export async function insertWorkOrder(db: Database, values: typeof workOrders.$inferInsert) {
  const [created] = await db.insert(workOrders).values(values).returning();
  return created!;
}

export async function updateWorkOrder(db: Database, id: number, values: Partial<typeof workOrders.$inferInsert>) {
  const [updated] = await db.update(workOrders).set(values).where(eq(workOrders.id, id)).returning();
  return updated!;
}

export async function deleteWorkOrder(db: Database, id: number) {
  await db.delete(workOrders).where(eq(workOrders.id, id));
}

export async function listLines(db: Database, workOrderId: number) {
  return db
    .select()
    .from(workOrderLines)
    .where(eq(workOrderLines.workOrderId, workOrderId))
    .orderBy(asc(workOrderLines.position), asc(workOrderLines.id));
}

export async function listLinkedTasks(db: Database, workOrderId: number) {
  return db
    .select({ id: serviceTasks.id, name: serviceTasks.name })
    .from(workOrderServiceTasks)
    .innerJoin(serviceTasks, eq(serviceTasks.id, workOrderServiceTasks.serviceTaskId))
    .where(eq(workOrderServiceTasks.workOrderId, workOrderId))
    .orderBy(asc(serviceTasks.name));
}

export async function listLinkedDefects(db: Database, workOrderId: number) {
  return db
    .select({ id: defects.id, item: defects.item, severity: defects.severity, status: defects.status })
    .from(workOrderDefects)
    .innerJoin(defects, eq(defects.id, workOrderDefects.defectId))
    .where(eq(workOrderDefects.workOrderId, workOrderId))
    .orderBy(asc(defects.id));
}

/** Lines, tasks and defects are written whole on each save: the form always sends them all. */
export async function replaceParts(
  db: Database,
  workOrderId: number,
  parts: { lines: LineValues[]; taskIds: number[]; defectIds: number[] },
) {
  await db.delete(workOrderLines).where(eq(workOrderLines.workOrderId, workOrderId));
  await db.delete(workOrderServiceTasks).where(eq(workOrderServiceTasks.workOrderId, workOrderId));
  await db.delete(workOrderDefects).where(eq(workOrderDefects.workOrderId, workOrderId));
  if (parts.lines.length > 0) {
    await db.insert(workOrderLines).values(parts.lines.map((line) => ({ ...line, workOrderId })));
  }
  if (parts.taskIds.length > 0) {
    await db
      .insert(workOrderServiceTasks)
      .values(parts.taskIds.map((serviceTaskId) => ({ workOrderId, serviceTaskId })));
  }
  if (parts.defectIds.length > 0) {
    await db.insert(workOrderDefects).values(parts.defectIds.map((defectId) => ({ workOrderId, defectId })));
  }
}

export async function findVehicle(db: Database, id: number) {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row;
}

export async function findTaskIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: serviceTasks.id })
    .from(serviceTasks)
    .where(and(inArray(serviceTasks.id, ids), isNull(serviceTasks.archivedAt)));
  return rows.map((row) => row.id);
}

export async function findVehicleDefects(db: Database, vehicleId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: defects.id, status: defects.status })
    .from(defects)
    .where(and(eq(defects.vehicleId, vehicleId), inArray(defects.id, ids)));
}

export async function listServiceTaskNames(db: Database) {
  return db
    .select({ id: serviceTasks.id, name: serviceTasks.name })
    .from(serviceTasks)
    .where(isNull(serviceTasks.archivedAt))
    .orderBy(asc(serviceTasks.name));
}

/** One completion per linked task, so each task counts its next interval from this work. */
export async function insertCompletions(
  db: Database,
  order: WorkOrderRow,
  taskIds: number[],
  values: { doneOn: string; createdBy: number; now: Date },
) {
  if (taskIds.length === 0) return;
  await db.insert(serviceCompletions).values(
    taskIds.map((serviceTaskId) => ({
      serviceTaskId,
      vehicleId: order.vehicleId,
      doneOn: values.doneOn,
      odometer: order.odometer,
      hours: order.hours,
      workOrderId: order.id,
      createdBy: values.createdBy,
      createdAt: values.now,
    })),
  );
}

export async function deleteCompletions(db: Database, workOrderId: number) {
  await db.delete(serviceCompletions).where(eq(serviceCompletions.workOrderId, workOrderId));
}

export async function linkedTaskIds(db: Database, workOrderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: workOrderServiceTasks.serviceTaskId })
    .from(workOrderServiceTasks)
    .where(eq(workOrderServiceTasks.workOrderId, workOrderId));
  return rows.map((row) => row.id);
}

export async function linkedDefectIds(db: Database, workOrderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: workOrderDefects.defectId })
    .from(workOrderDefects)
    .where(eq(workOrderDefects.workOrderId, workOrderId));
  return rows.map((row) => row.id);
}
