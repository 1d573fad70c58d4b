import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { maintenanceSheets, serviceCompletions, serviceTasks, vehicles, workOrders } from '../../db/schema/index.js';

export type SheetRow = typeof maintenanceSheets.$inferSelect;
export type SheetValues = typeof maintenanceSheets.$inferInsert;

/** The built-in task's key in `service_tasks.built_in` (written by migration 0017). */
export const mandatoryMaintenanceTask = 'mandatory_maintenance';

const vehicleColumns = {
  id: vehicles.id,
  equipmentNumber: vehicles.equipmentNumber,
  licensePlateNo: vehicles.licensePlateNo,
  vinNo: vehicles.vinNo,
  grossWeightKg: vehicles.grossWeightKg,
  lastOdmRead: vehicles.lastOdmRead,
  hasOdometer: vehicles.hasOdometer,
};

/** The work order with its vehicle; `lock` holds the work order row until the transaction ends. */
export async function findOrderWithVehicle(db: Database, workOrderId: number, lock = false) {
  const query = db
    .select({ order: { id: workOrders.id, kind: workOrders.kind }, vehicle: vehicleColumns })
    .from(workOrders)
    .innerJoin(vehicles, eq(vehicles.id, workOrders.vehicleId))
    .where(eq(workOrders.id, workOrderId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: workOrders }) : await query;
  return row;
}
export type OrderWithVehicle = NonNullable<Awaited<ReturnType<typeof findOrderWithVehicle>>>;

export async function findSheet(db: Database, workOrderId: number): Promise<SheetRow | undefined> {
  const [row] = await db.select().from(maintenanceSheets).where(eq(maintenanceSheets.workOrderId, workOrderId));
  return row;
}

export async function hasMaintenanceSheet(db: Database, workOrderId: number): Promise<boolean> {
  return (await findSheet(db, workOrderId)) !== undefined;
}

export async function insertSheet(db: Database, values: SheetValues): Promise<SheetRow> {
  const [row] = await db.insert(maintenanceSheets).values(values).returning();
  return row!;
}

export async function updateSheet(db: Database, id: number, values: Partial<SheetValues>): Promise<SheetRow> {
  const [row] = await db.update(maintenanceSheets).set(values).where(eq(maintenanceSheets.id, id)).returning();
  return row!;
}

/** The built-in "Mandatory maintenance, every 6 months" task, when it still exists. */
export async function findBuiltInTaskId(db: Database): Promise<number | undefined> {
  const [row] = await db
    .select({ id: serviceTasks.id })
    .from(serviceTasks)
    .where(eq(serviceTasks.builtIn, mandatoryMaintenanceTask))
    .limit(1);
  return row?.id;
}

/** The sheet's service completion, written anew on each save (one per sheet, a unique index). */
export async function replaceSheetCompletion(
  db: Database,
  values: { sheetId: number; taskId: number; vehicleId: number; doneOn: string; odometer: number; by: number },
) {
  await db.delete(serviceCompletions).where(eq(serviceCompletions.maintenanceSheetId, values.sheetId));
  const [row] = await db
    .insert(serviceCompletions)
    .values({
      serviceTaskId: values.taskId,
      vehicleId: values.vehicleId,
      doneOn: values.doneOn,
      odometer: values.odometer,
      maintenanceSheetId: values.sheetId,
      createdBy: values.by,
    })
    .returning();
  return row!;
}

/** A vehicle's sheets with a service date in [from, to], oldest first, with the vehicle's identity. */
export async function selectVehicleSheets(db: Database, vehicleId: number, from: string, to: string) {
  return db
    .select({ sheet: maintenanceSheets, vehicle: vehicleColumns })
    .from(maintenanceSheets)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceSheets.vehicleId))
    .where(
      and(
        eq(maintenanceSheets.vehicleId, vehicleId),
        gte(maintenanceSheets.serviceDate, from),
        lte(maintenanceSheets.serviceDate, to),
      ),
    )
    .orderBy(asc(maintenanceSheets.serviceDate), asc(maintenanceSheets.id));
}

/** One sheet by its id, with the vehicle's identity. */
export async function selectSheetById(db: Database, sheetId: number) {
  const [row] = await db
    .select({ sheet: maintenanceSheets, vehicle: vehicleColumns })
    .from(maintenanceSheets)
    .innerJoin(vehicles, eq(vehicles.id, maintenanceSheets.vehicleId))
    .where(eq(maintenanceSheets.id, sheetId));
  return row;
}
