import { and, eq, isNotNull, like, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  checklists,
  defects,
  fuelEntries,
  serviceCompletions,
  siteSettings,
  vehicles,
  workOrderDefects,
  workOrders,
} from '../../db/schema/index.js';

/** The stored retention periods (`retention_*` site settings); a kind without a row is at its minimum. */
export async function listRetentionRows(db: Database) {
  return db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(like(siteSettings.key, 'retention_%'));
}

export async function saveRetentionRows(db: Database, values: Record<string, number>, actorId: number, now: Date) {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insert(siteSettings)
      .values({ key, value, updatedBy: actorId, updatedAt: now })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: actorId, updatedAt: now } });
  }
}

/** Whether the work order repaired defects: then it is repair proof as well as a maintenance record. */
export async function workOrderHasDefects(db: Database, workOrderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workOrderDefects.defectId })
    .from(workOrderDefects)
    .where(eq(workOrderDefects.workOrderId, workOrderId))
    .limit(1);
  return row !== undefined;
}

/** The latest repair of the defects a checklist opened or reported again. */
export async function latestRepairOfChecklist(db: Database, checklistId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(defects.repairedAt) })
    .from(defects)
    .where(and(eq(defects.checklistId, checklistId), isNotNull(defects.repairedAt)));
  return row?.at ?? null;
}

export async function findVehicleDisposal(db: Database, vehicleId: number) {
  const [row] = await db
    .select({ disposedOn: vehicles.disposedOn })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .limit(1);
  return row;
}

/** The newest record of each kind a vehicle holds: what its deletion waits for. */
export async function latestVehicleRecords(db: Database, vehicleId: number) {
  // One after the other: a transaction's client runs one statement at a time anyway.
  const [checklist] = await db
    .select({ at: max(checklists.createdAt) })
    .from(checklists)
    .where(eq(checklists.vehicleId, vehicleId));
  const [repair] = await db
    .select({ at: max(defects.repairedAt) })
    .from(defects)
    .where(eq(defects.vehicleId, vehicleId));
  const [order] = await db
    .select({ opened: max(workOrders.openedOn), completed: max(workOrders.completedOn) })
    .from(workOrders)
    .where(eq(workOrders.vehicleId, vehicleId));
  const [completion] = await db
    .select({ on: max(serviceCompletions.doneOn) })
    .from(serviceCompletions)
    .where(eq(serviceCompletions.vehicleId, vehicleId));
  const [fuel] = await db
    .select({ on: max(fuelEntries.date) })
    .from(fuelEntries)
    .where(eq(fuelEntries.vehicleId, vehicleId));
  return {
    checklistAt: checklist?.at ?? null,
    repairAt: repair?.at ?? null,
    maintenanceOn: [order?.opened, order?.completed, completion?.on].filter((day): day is string => !!day),
    fuelOn: fuel?.on ?? null,
  };
}
