import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checklistAttachments, defectOccurrences, defectRepairPhotos, defects } from '../../db/schema/index.js';

export async function insertRepairPhotos(db: Database, rows: (typeof defectRepairPhotos.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(defectRepairPhotos).values(rows);
}

export async function listRepairPhotos(db: Database, defectId: number) {
  return db
    .select({ id: defectRepairPhotos.id, fileName: defectRepairPhotos.fileName })
    .from(defectRepairPhotos)
    .where(eq(defectRepairPhotos.defectId, defectId))
    .orderBy(asc(defectRepairPhotos.id));
}

export async function findRepairPhoto(db: Database, defectId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(defectRepairPhotos)
    .where(and(eq(defectRepairPhotos.defectId, defectId), eq(defectRepairPhotos.id, photoId)))
    .limit(1);
  return row;
}

/** The photos of the checklist that first reported the defect. */
export async function listChecklistPhotos(db: Database, checklistId: number | null) {
  if (checklistId === null) return [];
  return db
    .select({ id: checklistAttachments.id, fileName: checklistAttachments.fileName })
    .from(checklistAttachments)
    .where(eq(checklistAttachments.checklistId, checklistId))
    .orderBy(asc(checklistAttachments.id));
}

/** The defects a checklist's "no" answers opened or added to, with their class (for its email). */
export async function listChecklistDefects(db: Database, checklistId: number) {
  return db
    .selectDistinct({ id: defects.id, item: defects.item, severity: defects.severity, dueAt: defects.dueAt })
    .from(defectOccurrences)
    .innerJoin(defects, eq(defects.id, defectOccurrences.defectId))
    .where(eq(defectOccurrences.checklistId, checklistId));
}
