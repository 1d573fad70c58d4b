import { checklistItemLabel, checklistItemTitles, defectColumns, type DefectFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { listDefectsAfter, type DefectQueryRow } from './queries.js';
import { defectVehicles } from './service.js';

/** An item the checklists name by code, or the words of one added since ("some_item" → "Some item"). */
function itemCode(item: string): string {
  return item in checklistItemTitles ? item : checklistItemLabel(item);
}

/** The list's columns, then the repair's record. */
export const defectFileColumns = fileColumns(defectColumns, {
  id: (row: DefectQueryRow) => row.defect.id,
  equipment_number: (row) => row.equipmentNumber,
  // A form's item is written in the reader's language as its version words it (issue 36).
  item: (row, language) =>
    row.formItem ? (language === 'fr' ? row.formItem.label_fr : row.formItem.label) : itemCode(row.defect.item),
  code: (row) => row.defect.code,
  severity: (row) => row.defect.severity,
  status: (row) => row.defect.status,
  reported_at: (row) => row.defect.reportedAt,
  due_at: (row) => row.defect.dueAt,
  occurrences: (row) => Number(row.occurrences),
  repaired_at: (row) => row.defect.repairedAt,
  repair_notes: (row) => row.defect.repairNotes,
  repair_cost: (row) => row.defect.repairCost,
  verified_at: (row) => row.defect.verifiedAt,
  close_reason: (row) => row.defect.closeReason,
});

/** The defects the list shows this caller for the same filters, newest first. */
export async function defectExport(
  context: AppContext,
  caller: CurrentUser,
  filter: DefectFilter,
): Promise<FileExport<DefectQueryRow>> {
  const scope = await defectVehicles(context, caller);
  const now = context.clock.now();
  return {
    name: 'defects',
    columns: defectFileColumns,
    read: (previous, limit) => listDefectsAfter(context.db, filter, scope, now, previous?.defect.id, limit),
  };
}
