import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { defectOccurrences, defectReportPhotos, drivers, users, vehicleAssignments } from '../../db/schema/index.js';
import { runningAt } from '../vehicles/index.js';

export async function insertReportPhotos(db: Database, rows: (typeof defectReportPhotos.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(defectReportPhotos).values(rows);
}

/** The photos of every report of the defect made without a checklist, oldest first. */
export async function listReportPhotos(db: Database, defectId: number) {
  return db
    .select({ id: defectReportPhotos.id, fileName: defectReportPhotos.fileName })
    .from(defectReportPhotos)
    .innerJoin(defectOccurrences, eq(defectOccurrences.id, defectReportPhotos.occurrenceId))
    .where(eq(defectOccurrences.defectId, defectId))
    .orderBy(asc(defectReportPhotos.id));
}

/** One report photo, only through the defect it belongs to. */
export async function findReportPhoto(db: Database, defectId: number, photoId: number) {
  const [row] = await db
    .select({
      storageKey: defectReportPhotos.storageKey,
      fileName: defectReportPhotos.fileName,
    })
    .from(defectReportPhotos)
    .innerJoin(defectOccurrences, eq(defectOccurrences.id, defectReportPhotos.occurrenceId))
    .where(and(eq(defectOccurrences.defectId, defectId), eq(defectReportPhotos.id, photoId)))
    .limit(1);
  return row;
}

/** The defect a report (an occurrence without a checklist) went to: a retry answers it again. */
export async function findOccurrenceDefectId(db: Database, occurrenceId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ defectId: defectOccurrences.defectId })
    .from(defectOccurrences)
    .where(eq(defectOccurrences.id, occurrenceId))
    .limit(1);
  return row?.defectId;
}

/** Every enabled admin's address, then those of the supervisors of the drivers now assigned to the vehicle. */
export async function listReportRecipients(db: Database, vehicleId: number, now: Date): Promise<string[]> {
  const assigned = sql`(select ${vehicleAssignments.driverId} from ${vehicleAssignments}
    where ${vehicleAssignments.vehicleId} = ${vehicleId} and ${runningAt(now)})`;
  const [admins, supervisors] = await Promise.all([
    db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.enabled, true)))
      .orderBy(asc(users.id)),
    db
      .selectDistinct({ id: users.id, email: users.email })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.supervisorId))
      .where(and(inArray(drivers.id, assigned), eq(users.role, 'supervisor'), eq(users.enabled, true)))
      .orderBy(asc(users.id)),
  ]);
  return [...new Set([...admins, ...supervisors].map((row) => row.email))];
}
