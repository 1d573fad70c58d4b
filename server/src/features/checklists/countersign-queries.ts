import { and, count, desc, eq, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checklistCountersignatures, checklists, users, vehicleAssignments } from '../../db/schema/index.js';
import { currentAssignment } from '../../lib/crew-scope-queries.js';
import { checklistValidNow } from '../../lib/inspection-state-queries.js';

export type CountersignatureRow = typeof checklistCountersignatures.$inferSelect;

/** The driver drives the checklist's vehicle now (a running assignment). */
function drivenNowBy(driverId: number, now: Date): SQL {
  return sql`exists (select 1 from ${vehicleAssignments}
    where ${vehicleAssignments.vehicleId} = ${checklists.vehicleId}
      and ${vehicleAssignments.driverId} = ${driverId} and ${currentAssignment(now)})`;
}

/** What a driver may read besides `visible`: the valid inspections of the vehicles they drive now. */
export function visibleOrCurrentDriverReports(visible: SQL, driverId: number, now: Date, today: string): SQL {
  return or(visible, and(drivenNowBy(driverId, now), checklistValidNow(now, today)))!;
}

/** What the countersign rules read of a checklist. */
export async function findCountersignTarget(db: Database, id: number, driverId: number | undefined, now: Date) {
  const [row] = await db
    .select({
      id: checklists.id,
      vehicleId: checklists.vehicleId,
      driverId: checklists.driverId,
      submittedBy: checklists.submittedBy,
      validUntil: checklists.validUntil,
      date: checklists.date,
      drivenByCaller: driverId === undefined ? sql<boolean>`false` : sql<boolean>`${drivenNowBy(driverId, now)}`,
    })
    .from(checklists)
    .where(eq(checklists.id, id))
    .limit(1);
  return row;
}

export async function hasCountersigned(db: Database, checklistId: number, userId: number) {
  const [row] = await db
    .select({ id: checklistCountersignatures.id })
    .from(checklistCountersignatures)
    .where(and(eq(checklistCountersignatures.checklistId, checklistId), eq(checklistCountersignatures.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function insertCountersignature(db: Database, values: typeof checklistCountersignatures.$inferInsert) {
  const [row] = await db.insert(checklistCountersignatures).values(values).returning();
  return row!;
}

export async function findCountersignature(db: Database, checklistId: number, id: number) {
  const [row] = await db
    .select()
    .from(checklistCountersignatures)
    .where(and(eq(checklistCountersignatures.checklistId, checklistId), eq(checklistCountersignatures.id, id)))
    .limit(1);
  return row;
}

/**
 * The valid inspections a driver has to countersign: naming them as operator or of a vehicle they
 * drive now, done by someone else, not yet countersigned by them; newest first.
 */
function toCountersignCondition(caller: { userId: number; driverId: number }, now: Date, today: string): SQL {
  return and(
    checklistValidNow(now, today),
    or(isNull(checklists.submittedBy), ne(checklists.submittedBy, caller.userId)),
    or(eq(checklists.driverId, caller.driverId), drivenNowBy(caller.driverId, now)),
    not(
      sql`exists (select 1 from ${checklistCountersignatures}
        where ${checklistCountersignatures.checklistId} = ${checklists.id}
          and ${checklistCountersignatures.userId} = ${caller.userId})`,
    ),
  )!;
}

export async function listToCountersign(
  db: Database,
  caller: { userId: number; driverId: number },
  moment: { now: Date; today: string },
  page: { limit: number; offset: number },
) {
  const where = toCountersignCondition(caller, moment.now, moment.today);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: checklists.id,
        vehicleId: checklists.vehicleId,
        equipmentNumber: checklists.equipmentNumber,
        vehicleType: checklists.vehicleType,
        operator: checklists.operator,
        inspectedBy: sql<string>`coalesce(btrim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        createdAt: checklists.createdAt,
        signedAt: checklists.signedAt,
        validUntil: checklists.validUntil,
        date: checklists.date,
        hasIssue: checklists.hasIssue,
      })
      .from(checklists)
      .leftJoin(users, eq(users.id, checklists.submittedBy))
      .where(where)
      .orderBy(desc(checklists.createdAt), desc(checklists.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(checklists).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
