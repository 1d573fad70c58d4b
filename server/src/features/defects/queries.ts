import { and, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DefectFilter } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import {
  auditLog,
  checklists,
  defectOccurrences,
  defects,
  inspectionFormVersions,
  inspectionForms,
  users,
  vehicles,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { unfinishedDefect as unfinished } from '../../lib/out-of-service-queries.js';

export type DefectRow = typeof defects.$inferSelect;
/** The vehicles a caller may read defects of: every one (admins) or these. */
export type DefectVehicles = 'any' | number[];

/** Still waiting for its repair when due. */
const waiting = inArray(defects.status, ['open', 'acknowledged']);

/** A minor defect past its due time while still waiting for its repair (a condition on `defects`). */
export function overdueMinorCondition(now: Date): SQL {
  return and(eq(defects.severity, 'minor'), waiting, lt(defects.dueAt, now))!;
}

const occurrenceCount = sql<number>`(select count(*)::int from ${defectOccurrences}
  where ${defectOccurrences.defectId} = ${defects.id})`;

/**
 * The item's labels in the form version its checklist was filled on (issue 36), or for a defect
 * reported without a checklist the version it was reported on, so a custom form's item reads as
 * the form says; null on the Pre-OP form (its list has words of its own) or without one.
 */
export const defectItemLabels = sql<{ label: string; label_fr: string } | null>`(
  select jsonb_build_object('label', entry.value->>'label', 'label_fr', entry.value->>'label_fr')
  from ${inspectionFormVersions} v
  join ${inspectionForms} f on f.id = v.form_id and f.built_in is distinct from 'pre_op',
  jsonb_array_elements(v.sections) part(value), jsonb_array_elements(part.value->'items') entry(value)
  where v.id = coalesce(
      (select c.form_version_id from ${checklists} c where c.id = ${defects.checklistId}),
      ${defects.formVersionId}
    )
    and entry.value->>'key' = ${defects.item}
  limit 1)`;

function joined(db: Database) {
  return db
    .select({
      defect: defects,
      equipmentNumber: vehicles.equipmentNumber,
      occurrences: occurrenceCount,
      formItem: defectItemLabels,
    })
    .from(defects)
    .innerJoin(vehicles, eq(vehicles.id, defects.vehicleId));
}
export type DefectQueryRow = Awaited<ReturnType<typeof joined>>[number];

function conditions(filter: DefectFilter, scope: DefectVehicles, now: Date): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    scope === 'any' ? undefined : inArray(defects.vehicleId, scope),
    filter.status ? eq(defects.status, filter.status) : undefined,
    filter.severity ? eq(defects.severity, filter.severity) : undefined,
    filter.vehicle_id ? eq(defects.vehicleId, filter.vehicle_id) : undefined,
    filter.code ? eq(defects.code, filter.code) : undefined,
    filter.overdue ? and(waiting, lt(defects.dueAt, now)) : undefined,
    pattern
      ? or(ilike(vehicles.equipmentNumber, pattern), ilike(defects.item, pattern), ilike(defects.code, pattern))
      : undefined,
  );
}

export async function findDefect(db: Database, id: number) {
  const [row] = await joined(db).where(eq(defects.id, id)).limit(1);
  return row;
}

/** Newest first. An empty vehicle scope reads nothing. */
export async function listDefects(
  db: Database,
  filter: DefectFilter,
  scope: DefectVehicles,
  now: Date,
  page: { limit: number; offset: number },
) {
  if (scope !== 'any' && scope.length === 0) return { rows: [], total: 0 };
  const where = conditions(filter, scope, now);
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(defects.reportedAt), desc(defects.id)).limit(page.limit).offset(page.offset),
    db.select({ value: count() }).from(defects).innerJoin(vehicles, eq(vehicles.id, defects.vehicleId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The rows after `previousId`, newest id first: keyset pagination for the CSV export. */
export async function listDefectsAfter(
  db: Database,
  filter: DefectFilter,
  scope: DefectVehicles,
  now: Date,
  previousId: number | undefined,
  limit: number,
) {
  if (scope !== 'any' && scope.length === 0) return [];
  return joined(db)
    .where(and(conditions(filter, scope, now), previousId === undefined ? undefined : lt(defects.id, previousId)))
    .orderBy(desc(defects.id))
    .limit(limit);
}

export async function findUnfinishedDefects(db: Database, vehicleId: number, items: string[]) {
  return db
    .select()
    .from(defects)
    .where(and(eq(defects.vehicleId, vehicleId), inArray(defects.item, items), unfinished));
}

/** Whether the vehicle has an unfinished major defect: it is out of service. */
export async function hasUnfinishedMajorDefect(db: Database, vehicleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: defects.id })
    .from(defects)
    .where(and(eq(defects.vehicleId, vehicleId), eq(defects.severity, 'major'), unfinished))
    .limit(1);
  return row !== undefined;
}

export async function insertDefect(db: Database, values: typeof defects.$inferInsert) {
  const [created] = await db.insert(defects).values(values).returning();
  return created!;
}

/** The new occurrence's id. */
export async function insertOccurrence(db: Database, values: typeof defectOccurrences.$inferInsert): Promise<number> {
  const [row] = await db.insert(defectOccurrences).values(values).returning({ id: defectOccurrences.id });
  return row!.id;
}

/** Reads the defect and holds its row until the transaction ends, so two steps cannot cross. */
export async function lockDefect(db: Database, id: number): Promise<DefectRow | undefined> {
  const [row] = await db.select().from(defects).where(eq(defects.id, id)).for('update').limit(1);
  return row;
}

export async function updateDefect(db: Database, id: number, values: Partial<typeof defects.$inferInsert>) {
  await db.update(defects).set(values).where(eq(defects.id, id));
}

/** The defect's reports, oldest first, with the name of who reported one made without a checklist. */
export async function listOccurrences(db: Database, defectId: number) {
  return db
    .select({
      occurrence: defectOccurrences,
      reporterName: sql<string | null>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(defectOccurrences)
    .leftJoin(users, eq(users.id, defectOccurrences.reportedBy))
    .where(eq(defectOccurrences.defectId, defectId))
    .orderBy(defectOccurrences.reportedAt, defectOccurrences.id);
}

/** The defect's audit entries, oldest first, with who made them. */
export async function listHistory(db: Database, defectId: number) {
  return db
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: sql<string | null>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, 'defect'), eq(auditLog.entityId, String(defectId))))
    .orderBy(auditLog.createdAt, auditLog.id);
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.enabled, true)));
  return row?.value ?? 0;
}
