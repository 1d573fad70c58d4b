import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { closedDefectStatuses } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { defects, digestDeliveries, users, vehicles } from '../../db/schema/index.js';
import { overdueMinorCondition } from '../defects/index.js';

/** The admins who get today's digest: enabled, opted in, and not sent it yet. */
export async function listDigestRecipients(db: Database, day: string) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        eq(users.enabled, true),
        eq(users.dailyDigest, true),
        sql`not exists (select 1 from ${digestDeliveries}
          where ${digestDeliveries.userId} = ${users.id} and ${digestDeliveries.day} = ${day})`,
      ),
    )
    .orderBy(asc(users.id));
}

/**
 * Claims the admin's digest of `day`: true for the one caller whose row went in, false for every
 * other (another instance, a second run), whatever the timing: the unique key decides.
 */
export async function claimDelivery(db: Database, userId: number, day: string, sentAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(digestDeliveries)
    .values({ userId, day, sentAt })
    .onConflictDoNothing({ target: [digestDeliveries.userId, digestDeliveries.day] })
    .returning({ id: digestDeliveries.id });
  return inserted.length > 0;
}

const defectColumns = {
  id: defects.id,
  item: defects.item,
  equipmentNumber: vehicles.equipmentNumber,
  reportedAt: defects.reportedAt,
  dueAt: defects.dueAt,
};

/** Major defects not yet verified or closed: their vehicles are out of service. */
export async function listOpenMajorDefects(db: Database) {
  return db
    .select(defectColumns)
    .from(defects)
    .innerJoin(vehicles, eq(vehicles.id, defects.vehicleId))
    .where(and(eq(defects.severity, 'major'), notInArray(defects.status, [...closedDefectStatuses])))
    .orderBy(asc(defects.reportedAt), asc(defects.id));
}

/** Minor defects past their due time and still waiting for their repair. */
export async function listOverdueMinorDefects(db: Database, now: Date) {
  return db
    .select(defectColumns)
    .from(defects)
    .innerJoin(vehicles, eq(vehicles.id, defects.vehicleId))
    .where(overdueMinorCondition(now))
    .orderBy(asc(defects.dueAt), asc(defects.id));
}

export async function readDigestPreference(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: users.dailyDigest }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

export async function writeDigestPreference(db: Database, userId: number, on: boolean, updatedAt: Date) {
  await db.update(users).set({ dailyDigest: on, updatedAt }).where(eq(users.id, userId));
}
