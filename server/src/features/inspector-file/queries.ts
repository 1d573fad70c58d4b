import {
  aliasedTable,
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  checklistAttachments,
  checklists,
  defectOccurrences,
  defectRepairPhotos,
  defects,
  serviceCompletions,
  serviceTasks,
  users,
  vehicles,
  workOrders,
} from '../../db/schema/index.js';
import { defectItemLabels } from '../defects/index.js';

/**
 * Every read of the inspector's file is one page of at most `pageSize` rows after a key, so a
 * year of a vehicle or a month of the fleet is never held whole (docs/benchmarks.md).
 */
export const pageSize = 50;

/** The period: days for the dated records, moments (business midnight to midnight) for the others. */
export type Period = { from: string; to: string; start: Date; end: Date };

const finished = ['verified', 'no_defect_found'] as const;
const repairer = aliasedTable(users, 'repairer');
const verifier = aliasedTable(users, 'verifier');
const fullName = (table: typeof users) => sql<string | null>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** The vehicles of the file after `afterId`: one, or every one of a type, or the fleet (disposed ones left out). */
export async function vehiclePage(db: Database, target: { vehicleId?: number; parentType?: string }, afterId: number) {
  const which: SQL | undefined =
    target.vehicleId !== undefined
      ? eq(vehicles.id, target.vehicleId)
      : and(
          isNull(vehicles.disposedOn),
          target.parentType ? eq(vehicles.vehicleParentType, target.parentType) : undefined,
        );
  return db
    .select()
    .from(vehicles)
    .where(and(which, gt(vehicles.id, afterId)))
    .orderBy(asc(vehicles.id))
    .limit(pageSize);
}

export type VehicleRow = Awaited<ReturnType<typeof vehiclePage>>[number];

/** The vehicle's checklists dated in the period, by date then id, after `after`. */
export async function checklistPage(
  db: Database,
  vehicleId: number,
  period: Period,
  after?: { date: string; id: number },
) {
  return db
    .select({
      id: checklists.id,
      date: checklists.date,
      createdAt: checklists.createdAt,
      operator: checklists.operator,
      odmRead: checklists.odmRead,
      hourRead: checklists.hourRead,
      hasIssue: checklists.hasIssue,
      place: checklists.place,
    })
    .from(checklists)
    .where(
      and(
        eq(checklists.vehicleId, vehicleId),
        gte(checklists.date, period.from),
        sql`${checklists.date} <= ${period.to}`,
        after ? sql`(${checklists.date}, ${checklists.id}) > (${after.date}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(checklists.date), asc(checklists.id))
    .limit(pageSize);
}

export type ChecklistRow = Awaited<ReturnType<typeof checklistPage>>[number];

/** The defects each checklist of a page reported (first report or again). */
export async function checklistDefects(db: Database, checklistIds: number[]) {
  if (checklistIds.length === 0) return [];
  return db
    .select({
      checklistId: defectOccurrences.checklistId,
      defectId: defects.id,
      item: defects.item,
      formItem: defectItemLabels,
      code: defects.code,
      severity: defects.severity,
      status: defects.status,
      remarks: defectOccurrences.remarks,
    })
    .from(defectOccurrences)
    .innerJoin(defects, eq(defects.id, defectOccurrences.defectId))
    .where(inArray(defectOccurrences.checklistId, checklistIds))
    .orderBy(asc(defectOccurrences.id));
}

const inPeriod = (column: AnyColumn, period: Period) => and(gte(column, period.start), lt(column, period.end));

const defectFields = {
  id: defects.id,
  vehicleId: defects.vehicleId,
  item: defects.item,
  formItem: defectItemLabels,
  code: defects.code,
  severity: defects.severity,
  status: defects.status,
  reportedAt: defects.reportedAt,
  repairedAt: defects.repairedAt,
  repairNotes: defects.repairNotes,
  repairCost: defects.repairCost,
  repairedBy: fullName(repairer),
  verifiedAt: defects.verifiedAt,
  verifiedBy: fullName(verifier),
  closeReason: defects.closeReason,
};

function defectsWith(db: Database, where: SQL | undefined, after: SQL | undefined, order: SQL[]) {
  return db
    .select(defectFields)
    .from(defects)
    .leftJoin(repairer, eq(repairer.id, defects.repairedBy))
    .leftJoin(verifier, eq(verifier.id, defects.verifiedBy))
    .where(and(where, after))
    .orderBy(...order)
    .limit(pageSize);
}

/** The vehicle's defects reported, repaired or verified in the period. */
export function defectPage(db: Database, vehicleId: number, period: Period, afterId: number) {
  const touched = or(
    inPeriod(defects.reportedAt, period),
    inPeriod(defects.repairedAt, period),
    inPeriod(defects.verifiedAt, period),
  );
  return defectsWith(db, and(eq(defects.vehicleId, vehicleId), touched), gt(defects.id, afterId), [asc(defects.id)]);
}

/**
 * Open safety defects: not corrected yet, whatever the period (kept and shown until corrected),
 * by vehicle then id; the page after the defect `afterId` (its vehicle and id are the key).
 */
export function openDefectPage(db: Database, vehicleId: number | undefined, afterId: number) {
  const after =
    afterId === 0
      ? undefined
      : sql`(${defects.vehicleId}, ${defects.id}) > (select previous.vehicle_id, previous.id from ${defects} as previous where previous.id = ${afterId})`;
  return defectsWith(
    db,
    and(
      vehicleId === undefined ? undefined : eq(defects.vehicleId, vehicleId),
      notInArray(defects.status, [...finished]),
    ),
    after,
    [asc(defects.vehicleId), asc(defects.id)],
  );
}

export type DefectRow = Awaited<ReturnType<typeof defectPage>>[number];

/** The equipment numbers of vehicles, for the fleet's open-defects list. */
export async function equipmentNumbers(db: Database, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: vehicles.id, equipmentNumber: vehicles.equipmentNumber })
    .from(vehicles)
    .where(inArray(vehicles.id, vehicleIds));
  return new Map(rows.map((row) => [row.id, row.equipmentNumber]));
}

/** The vehicle's work orders opened or completed in the period. */
export async function workOrderPage(db: Database, vehicleId: number, period: Period, afterId: number) {
  const within = (column: AnyColumn) => and(gte(column, period.from), sql`${column} <= ${period.to}`);
  return db
    .select({
      id: workOrders.id,
      title: workOrders.title,
      status: workOrders.status,
      openedOn: workOrders.openedOn,
      completedOn: workOrders.completedOn,
      odometer: workOrders.odometer,
      totalCents: workOrders.totalCents,
      notes: workOrders.notes,
    })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.vehicleId, vehicleId),
        or(within(workOrders.openedOn), within(workOrders.completedOn)),
        gt(workOrders.id, afterId),
      ),
    )
    .orderBy(asc(workOrders.id))
    .limit(pageSize);
}

/** Service completions recorded in the period (by a work order, an appointment or by hand). */
export async function completionPage(db: Database, vehicleId: number, period: Period, afterId: number) {
  return db
    .select({
      id: serviceCompletions.id,
      task: serviceTasks.name,
      doneOn: serviceCompletions.doneOn,
      odometer: serviceCompletions.odometer,
      workOrderId: serviceCompletions.workOrderId,
      notes: serviceCompletions.notes,
    })
    .from(serviceCompletions)
    .innerJoin(serviceTasks, eq(serviceTasks.id, serviceCompletions.serviceTaskId))
    .where(
      and(
        eq(serviceCompletions.vehicleId, vehicleId),
        gte(serviceCompletions.doneOn, period.from),
        sql`${serviceCompletions.doneOn} <= ${period.to}`,
        gt(serviceCompletions.id, afterId),
      ),
    )
    .orderBy(asc(serviceCompletions.id))
    .limit(pageSize);
}

/** The photos taken with a page of checklists. */
export async function checklistPhotos(db: Database, checklistIds: number[]) {
  if (checklistIds.length === 0) return [];
  return db
    .select({
      id: checklistAttachments.id,
      checklistId: checklistAttachments.checklistId,
      storageKey: checklistAttachments.storageKey,
      mimeType: checklistAttachments.mimeType,
    })
    .from(checklistAttachments)
    .where(inArray(checklistAttachments.checklistId, checklistIds))
    .orderBy(asc(checklistAttachments.id));
}

/** The repair photos of a page of defects. */
export async function repairPhotos(db: Database, defectIds: number[]) {
  if (defectIds.length === 0) return [];
  return db
    .select({
      id: defectRepairPhotos.id,
      defectId: defectRepairPhotos.defectId,
      storageKey: defectRepairPhotos.storageKey,
      mimeType: defectRepairPhotos.mimeType,
    })
    .from(defectRepairPhotos)
    .where(inArray(defectRepairPhotos.defectId, defectIds))
    .orderBy(asc(defectRepairPhotos.id));
}
