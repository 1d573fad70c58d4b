import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checklistAttachments, checklists, inspectionFormVersions, users, vehicles } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { findChecklists } from './detail-queries.js';

export type ChecklistRow = typeof checklists.$inferSelect;
export type NewChecklistRow = typeof checklists.$inferInsert;
export type NewAttachmentRow = typeof checklistAttachments.$inferInsert;

export type ChecklistFilter = {
  /** Who may see what (from the caller's scope). */
  visible: SQL | undefined;
  search?: string;
  /** Sunday and Saturday of the chosen week. */
  week?: { from: string; to: string };
  /** Only checklists with (true) or without (false) an issue. */
  hasIssue?: boolean;
  /** Only checklists filled on a version of this inspection form (issue 36). */
  formId?: number;
};

function conditions(filter: ChecklistFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.visible,
    filter.week ? and(gte(checklists.date, filter.week.from), lte(checklists.date, filter.week.to)) : undefined,
    filter.hasIssue === undefined ? undefined : eq(checklists.hasIssue, filter.hasIssue),
    filter.formId === undefined ? undefined : eq(inspectionFormVersions.formId, filter.formId),
    pattern
      ? or(
          ilike(checklists.equipmentNumber, pattern),
          ilike(checklists.operator, pattern),
          ilike(checklists.vehicleType, pattern),
          ilike(vehicles.vinNo, pattern),
        )
      : undefined,
  );
}

const listSelection = {
  checklist: {
    id: checklists.id,
    vehicleId: checklists.vehicleId,
    equipmentNumber: checklists.equipmentNumber,
    vehicleType: checklists.vehicleType,
    operator: checklists.operator,
    date: checklists.date,
    odmRead: checklists.odmRead,
    hourRead: checklists.hourRead,
    hasIssue: checklists.hasIssue,
    createdAt: checklists.createdAt,
    place: checklists.place,
    statementVersion: checklists.statementVersion,
    signatureKey: checklists.signatureKey,
    signatureTypedName: checklists.signatureTypedName,
    openedAt: checklists.openedAt,
    signedAt: checklists.signedAt,
  },
  vehicle: {
    vehicleParentType: vehicles.vehicleParentType,
    radio: vehicles.radio,
    mine: vehicles.mine,
    ownershipType: vehicles.ownershipType,
    licensePlateNo: vehicles.licensePlateNo,
    vinNo: vehicles.vinNo,
  },
  // The version's own name: a form renamed later does not rename what a checklist was filled on.
  form: {
    id: inspectionFormVersions.formId,
    name: inspectionFormVersions.name,
    nameFr: inspectionFormVersions.nameFr,
    version: inspectionFormVersions.version,
  },
};

/** Checklists from before forms have no version: a left join keeps them. */
const formVersionJoin = eq(inspectionFormVersions.id, checklists.formVersionId);

/** One page of checklists, newest inspection day first, and how many match in all. */
export async function listChecklists(db: Database, filter: ChecklistFilter, page: { limit: number; offset: number }) {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(listSelection)
      .from(checklists)
      .innerJoin(vehicles, eq(vehicles.id, checklists.vehicleId))
      .leftJoin(inspectionFormVersions, formVersionJoin)
      .where(where)
      .orderBy(desc(checklists.date), desc(checklists.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(checklists)
      .innerJoin(vehicles, eq(vehicles.id, checklists.vehicleId))
      .leftJoin(inspectionFormVersions, formVersionJoin)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type ChecklistListQueryRow = Awaited<ReturnType<typeof listChecklists>>['rows'][number];

/**
 * The export's next batch: the checklists that come after `previous` in the list's order (newest
 * day, then newest id), at most `limit`. By key, not offset, so each batch is one indexed read.
 */
export async function listChecklistsAfter(
  db: Database,
  filter: ChecklistFilter,
  previous: { date: string; id: number } | undefined,
  limit: number,
): Promise<ChecklistListQueryRow[]> {
  // A row comparison, so PostgreSQL starts the scan at `previous` in the (date, id) index; the
  // same test spelled with or/and made each batch rescan every newer row (an export of a million
  // checklists took hours).
  const after = previous
    ? sql`(${checklists.date}, ${checklists.id}) < (cast(${previous.date} as date), cast(${previous.id} as integer))`
    : undefined;
  return db
    .select(listSelection)
    .from(checklists)
    .innerJoin(vehicles, eq(vehicles.id, checklists.vehicleId))
    .leftJoin(inspectionFormVersions, formVersionJoin)
    .where(and(conditions(filter), after))
    .orderBy(desc(checklists.date), desc(checklists.id))
    .limit(limit);
}

/** A checklist the caller may see, with its vehicle's VIN, plate and type, or undefined. */
export async function findChecklist(db: Database, id: number, visible: SQL | undefined) {
  const [row] = await findChecklists(db, [id], visible);
  return row;
}

export async function findAttachment(db: Database, checklistId: number, attachmentId: number) {
  const [row] = await db
    .select()
    .from(checklistAttachments)
    .where(and(eq(checklistAttachments.checklistId, checklistId), eq(checklistAttachments.id, attachmentId)))
    .limit(1);
  return row;
}

export async function insertChecklist(db: Database, values: NewChecklistRow): Promise<ChecklistRow> {
  const [created] = await db.insert(checklists).values(values).returning();
  return created!;
}

export async function insertAttachments(db: Database, values: NewAttachmentRow[]) {
  if (values.length === 0) return;
  await db.insert(checklistAttachments).values(values);
}

/** Reads the vehicle's last reading and holds the row until the transaction ends. */
export async function lockVehicle(db: Database, vehicleId: number) {
  const [row] = await db
    .select({ id: vehicles.id, lastOdmRead: vehicles.lastOdmRead })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId))
    .for('update');
  return row;
}

export async function setLastOdmRead(db: Database, vehicleId: number, lastOdmRead: number, now: Date) {
  await db.update(vehicles).set({ lastOdmRead, updatedAt: now }).where(eq(vehicles.id, vehicleId));
}

/** Enabled admin accounts: who hears about a checklist with an issue. */
export async function listAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.enabled, true)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}

export async function findVehicleByEquipmentNumber(db: Database, equipmentNumber: string) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.equipmentNumber, equipmentNumber)).limit(1);
  return row;
}
