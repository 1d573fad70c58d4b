import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  checklistAmendments,
  checklistAttachments,
  checklistCountersignatures,
  checklists,
  defectOccurrences,
  defects,
  inspectionFormVersions,
  inspectionForms,
  vehicles,
} from '../../db/schema/index.js';

/**
 * What a checklist's detail and PDF are made of, read for a page of checklists at once: one query
 * per table whatever the page's size (the inspector's file prints thousands, issue 37). Each row
 * carries its checklist's id; every list keeps the order the detail shows.
 */
export async function findChecklists(db: Database, ids: number[], visible: SQL | undefined) {
  if (ids.length === 0) return [];
  return db
    .select({
      checklist: checklists,
      vinNo: vehicles.vinNo,
      licensePlateNo: vehicles.licensePlateNo,
      vehicleParentType: vehicles.vehicleParentType,
    })
    .from(checklists)
    .innerJoin(vehicles, eq(vehicles.id, checklists.vehicleId))
    .where(and(inArray(checklists.id, ids), visible));
}

export async function listAttachments(db: Database, checklistIds: number[]) {
  return db
    .select()
    .from(checklistAttachments)
    .where(inArray(checklistAttachments.checklistId, checklistIds))
    .orderBy(asc(checklistAttachments.id));
}

export async function listAmendments(db: Database, checklistIds: number[]) {
  return db
    .select()
    .from(checklistAmendments)
    .where(inArray(checklistAmendments.checklistId, checklistIds))
    .orderBy(asc(checklistAmendments.createdAt), asc(checklistAmendments.id));
}

/** The defects the checklists' "no" answers opened or added to, with their status now. */
export async function listChecklistDefectStatuses(db: Database, checklistIds: number[]) {
  return db
    .selectDistinct({
      checklistId: defectOccurrences.checklistId,
      id: defects.id,
      item: defects.item,
      severity: defects.severity,
      status: defects.status,
    })
    .from(defectOccurrences)
    .innerJoin(defects, eq(defects.id, defectOccurrences.defectId))
    .where(inArray(defectOccurrences.checklistId, checklistIds))
    .orderBy(asc(defectOccurrences.checklistId), asc(defects.id));
}

/** The defects each checklist reported, with the code of the description found (C's column, issue 36). */
export async function listChecklistDefectCodes(db: Database, checklistIds: number[]) {
  return db
    .select({ checklistId: defectOccurrences.checklistId, item: defects.item, code: defectOccurrences.code })
    .from(defectOccurrences)
    .innerJoin(defects, eq(defects.id, defectOccurrences.defectId))
    .where(inArray(defectOccurrences.checklistId, checklistIds))
    .orderBy(asc(defectOccurrences.id));
}

/** The checklists' countersignatures, first signed first. */
export async function listCountersignatures(db: Database, checklistIds: number[]) {
  return db
    .select()
    .from(checklistCountersignatures)
    .where(inArray(checklistCountersignatures.checklistId, checklistIds))
    .orderBy(asc(checklistCountersignatures.signedAt), asc(checklistCountersignatures.id));
}

/** The form version each checklist was filled on, with whether it is the built-in Pre-OP form; none for older ones. */
export async function listChecklistFormVersions(db: Database, checklistIds: number[]) {
  return db
    .select({
      checklistId: checklists.id,
      name: inspectionFormVersions.name,
      nameFr: inspectionFormVersions.nameFr,
      version: inspectionFormVersions.version,
      sections: inspectionFormVersions.sections,
      builtIn: inspectionForms.builtIn,
    })
    .from(checklists)
    .innerJoin(inspectionFormVersions, eq(inspectionFormVersions.id, checklists.formVersionId))
    .innerJoin(inspectionForms, eq(inspectionForms.id, inspectionFormVersions.formId))
    .where(inArray(checklists.id, checklistIds));
}
