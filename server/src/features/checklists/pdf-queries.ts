import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  checklists,
  defectOccurrences,
  defects,
  inspectionFormVersions,
  inspectionForms,
} from '../../db/schema/index.js';

/** The form version a checklist was filled on, with whether it is the built-in Pre-OP form; none for older ones. */
export async function findChecklistFormVersion(db: Database, checklistId: number) {
  const [row] = await db
    .select({
      name: inspectionFormVersions.name,
      nameFr: inspectionFormVersions.nameFr,
      version: inspectionFormVersions.version,
      sections: inspectionFormVersions.sections,
      builtIn: inspectionForms.builtIn,
    })
    .from(checklists)
    .innerJoin(inspectionFormVersions, eq(inspectionFormVersions.id, checklists.formVersionId))
    .innerJoin(inspectionForms, eq(inspectionForms.id, inspectionFormVersions.formId))
    .where(eq(checklists.id, checklistId))
    .limit(1);
  return row;
}

/** The defects this checklist reported, each with the code of the description found (C's column, issue 36). */
export async function listChecklistDefectCodes(db: Database, checklistId: number) {
  return db
    .select({ item: defects.item, code: defectOccurrences.code })
    .from(defectOccurrences)
    .innerJoin(defects, eq(defects.id, defectOccurrences.defectId))
    .where(eq(defectOccurrences.checklistId, checklistId))
    .orderBy(asc(defectOccurrences.id));
}
