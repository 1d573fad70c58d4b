import { and, count, desc, eq, ilike, inArray, max, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inspectionForms, inspectionFormVersions, vehicles } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

export type FormRow = typeof inspectionForms.$inferSelect;
export type NewFormRow = typeof inspectionForms.$inferInsert;
export type VersionRow = typeof inspectionFormVersions.$inferSelect;
/** A form with its latest published version (if any), as the list and the draft read it. */
export type FormWithLatest = { form: FormRow; latest: VersionRow | null };

const latestVersionIds = (db: Database) =>
  db
    .select({ formId: inspectionFormVersions.formId, id: max(inspectionFormVersions.id).as('latest_id') })
    .from(inspectionFormVersions)
    .groupBy(inspectionFormVersions.formId)
    .as('latest');

function withLatest(db: Database) {
  const latest = latestVersionIds(db);
  return db
    .select({ form: inspectionForms, latest: inspectionFormVersions })
    .from(inspectionForms)
    .leftJoin(latest, eq(latest.formId, inspectionForms.id))
    .leftJoin(inspectionFormVersions, eq(inspectionFormVersions.id, latest.id));
}

function searchCondition(searchText: string | undefined) {
  if (!searchText) return undefined;
  const pattern = containsPattern(searchText);
  return or(ilike(inspectionForms.name, pattern), ilike(inspectionForms.nameFr, pattern));
}

/** One page of forms: the default first, then by name. */
export async function listFormPage(
  db: Database,
  searchText: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: FormWithLatest[]; total: number }> {
  const where = searchCondition(searchText);
  const [rows, [total]] = await Promise.all([
    withLatest(db)
      .where(where)
      .orderBy(desc(inspectionForms.isDefault), inspectionForms.name, inspectionForms.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(inspectionForms).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Forms after `previous` in id order: keyset batches for the CSV and XLSX export. */
export function listFormsAfter(
  db: Database,
  searchText: string | undefined,
  previous: FormWithLatest | undefined,
  limit: number,
) {
  const after = previous ? sql`${inspectionForms.id} > ${previous.form.id}` : undefined;
  return withLatest(db)
    .where(and(searchCondition(searchText), after))
    .orderBy(inspectionForms.id)
    .limit(limit);
}

export async function findForm(db: Database, id: number): Promise<FormWithLatest | undefined> {
  const [row] = await withLatest(db).where(eq(inspectionForms.id, id)).limit(1);
  return row;
}

/** The form row locked for a save or a publish, so two admins' writes queue. */
export async function lockForm(db: Database, id: number): Promise<FormRow | undefined> {
  const [row] = await db.select().from(inspectionForms).where(eq(inspectionForms.id, id)).for('update').limit(1);
  return row;
}

export async function latestVersion(db: Database, formId: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionFormVersions)
    .where(eq(inspectionFormVersions.formId, formId))
    .orderBy(desc(inspectionFormVersions.version))
    .limit(1);
  return row;
}

export async function findVersion(db: Database, formId: number, version: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionFormVersions)
    .where(and(eq(inspectionFormVersions.formId, formId), eq(inspectionFormVersions.version, version)))
    .limit(1);
  return row;
}

export async function insertForm(db: Database, values: NewFormRow): Promise<FormRow> {
  const [row] = await db.insert(inspectionForms).values(values).returning();
  return row!;
}

export async function updateForm(db: Database, id: number, values: Partial<NewFormRow>): Promise<FormRow> {
  const [row] = await db.update(inspectionForms).set(values).where(eq(inspectionForms.id, id)).returning();
  return row!;
}

export async function insertVersion(db: Database, values: typeof inspectionFormVersions.$inferInsert) {
  const [row] = await db.insert(inspectionFormVersions).values(values).returning();
  return row!;
}

/** Takes the default away from every other form, so the one being saved is the only default. */
export async function clearOtherDefaults(db: Database, keepId: number): Promise<void> {
  await db
    .update(inspectionForms)
    .set({ isDefault: false })
    .where(and(eq(inspectionForms.isDefault, true), ne(inspectionForms.id, keepId)));
}

/** The other forms, for the rule that a vehicle or a vehicle type is named by one form only. */
export function listOtherForms(db: Database, exceptId: number | null) {
  return db
    .select()
    .from(inspectionForms)
    .where(exceptId === null ? undefined : ne(inspectionForms.id, exceptId));
}

export async function existingVehicleIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, ids));
  return rows.map((row) => row.id);
}

/** Every form that has a published version, with that latest version: the candidates for a vehicle. */
export function listPublishedForms(db: Database) {
  return withLatest(db).where(sql`${inspectionFormVersions.id} is not null`);
}

export async function findVersionById(db: Database, id: number): Promise<VersionRow | undefined> {
  const [row] = await db.select().from(inspectionFormVersions).where(eq(inspectionFormVersions.id, id)).limit(1);
  return row;
}
