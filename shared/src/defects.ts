import { z } from 'zod';
import { paginationQuery } from './api.js';
import { booleanish, integerish, maxId, optionalText, requiredText } from './fields.js';
import { defectMessages, defectSeverities, defectStatuses } from './defect-words.js';

/**
 * Defects opened by "no" answers on checklists (issue 19): the calls' shapes. Their classes,
 * statuses and messages are in defect-words.ts.
 */

/** Repair photos: the same limits and kinds as a checklist's photos (at most 5, PNG or JPEG, 10 MB each). */
export const defectRepairPhotoField = 'photos';

const severity = z.enum(defectSeverities, { error: defectMessages.severityInvalid });

export const checklistItemClass = z.object({
  item: z.string(),
  label: z.string(),
  severity,
  vehicle_parent_type: z.string().nullable(),
});
export type ChecklistItemClass = z.infer<typeof checklistItemClass>;

export const checklistItemClassInput = z.object({
  item: requiredText(defectMessages.itemUnknown),
  severity,
  vehicle_parent_type: optionalText(100),
});
/** `PUT api/checklist_items`: `items` lists the classes to keep (an object, like every other body). */
export const checklistItemClassesForm = z.object({ items: z.array(checklistItemClassInput).max(500) });
export type ChecklistItemClassesInput = z.output<typeof checklistItemClassesForm>;

/** At most 2 decimals and not negative; text is accepted as form data sends it. */
const repairCost = z.preprocess(
  (value) => (value === null || value === '' ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: defectMessages.repairCostInvalid })
    .min(0, { error: defectMessages.repairCostInvalid })
    .max(99_999_999)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      error: defectMessages.repairCostInvalid,
    })
    .optional(),
);

export const defectRepairForm = z.object({
  repair_notes: requiredText(defectMessages.repairNotesRequired).pipe(z.string().max(2000)),
  repair_cost: repairCost,
});
export type DefectRepairInput = z.output<typeof defectRepairForm>;

export const defectCloseForm = z.object({
  reason: requiredText(defectMessages.reasonRequired).pipe(z.string().max(2000)),
});
export type DefectCloseInput = z.output<typeof defectCloseForm>;

export const defectFilterQuery = z.object({
  status: z.enum(defectStatuses).optional(),
  severity: z.enum(defectSeverities).optional(),
  /** The defect description's code (`1.A`), exactly. */
  code: optionalText(20),
  vehicle_id: integerish.pipe(z.number().min(1).max(maxId)).optional(),
  overdue: booleanish.optional(),
  search: optionalText(100),
});
export type DefectFilter = z.output<typeof defectFilterQuery>;
export const defectListQuery = paginationQuery.extend(defectFilterQuery.shape);
export const defectPageSize = 50;

export const defectOccurrence = z.object({
  id: z.number().int(),
  /** Null for a defect reported without a checklist (`POST api/defects`). */
  checklist_id: z.number().int().nullable(),
  remarks: z.string().nullable(),
  code: z.string().nullable(),
  /** Who reported it without a checklist (the checklist says who otherwise). */
  reported_by: z.number().int().nullable(),
  reported_by_name: z.string().nullable(),
  reported_at: z.string(),
});

const person = { by: z.number().int().nullable(), at: z.string().nullable() };

export const defect = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  item: z.string(),
  /**
   * The item's words: on a form other than Pre-OP, its label in the version the checklist was filled
   * on (issue 36); else the Pre-OP list's. `item_label_fr` the same in French.
   */
  item_label: z.string(),
  item_label_fr: z.string(),
  /** The class: the defect description's (`code`), else the item's. */
  severity,
  /** The code of the form's defect description found (`1.A`: a number is minor, a letter major), or null. */
  code: z.string().nullable(),
  status: z.enum(defectStatuses),
  reported_at: z.string(),
  due_at: z.string().nullable(),
  overdue: z.boolean(),
  checklist_id: z.number().int().nullable(),
  occurrences: z.number().int(),
  acknowledged_by: person.by,
  acknowledged_at: person.at,
  repaired_by: person.by,
  repaired_at: person.at,
  repair_notes: z.string().nullable(),
  repair_cost: z.string().nullable(),
  verified_by: person.by,
  verified_at: person.at,
  closed_by: person.by,
  closed_at: person.at,
  close_reason: z.string().nullable(),
});
export type Defect = z.infer<typeof defect>;

export const defectHistoryEntry = z.object({
  action: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  at: z.string(),
});

/** A photo with the address that streams it (behind the same read rule as the defect or checklist). */
export const defectPhoto = z.object({ id: z.number().int(), file_name: z.string(), url: z.string() });
export type DefectPhoto = z.infer<typeof defectPhoto>;

export const defectDetail = defect.extend({
  occurrence_list: z.array(defectOccurrence),
  history: z.array(defectHistoryEntry),
  /** Taken with the repair: `GET api/defects/:id/repair_photos/:photoId`. */
  repair_photos: z.array(defectPhoto),
  /**
   * The reporting checklist's photos (`GET api/checklist/:id/attachments/:attachmentId`), then the
   * photos of reports made without a checklist (`GET api/defects/:id/report_photos/:photoId`).
   */
  report_photos: z.array(defectPhoto),
});
export type DefectDetail = z.infer<typeof defectDetail>;
