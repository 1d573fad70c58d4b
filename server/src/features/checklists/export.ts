import { checklistColumns, type ChecklistExportFilter, type ChecklistListRow } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { listChecklistsAfter } from './queries.js';
import { checklistListFilter, rowContext, toListRow } from './read.js';

/** The list's columns in its order, then the inspection record's (time, place, signature, speed). */
export const checklistFileColumns = fileColumns(checklistColumns, {
  equipment_number: (row: ChecklistListRow) => row.equipment_number,
  has_issue: (row) => (row.has_issue ? 'issue' : 'ok'),
  vehicle_parent_type: (row) => row.vehicle_parent_type,
  has_radio: (row) => row.has_radio === 'yes',
  mine: (row) => row.mine === 'yes',
  ownership_type: (row) => row.ownership_type,
  vehicle_type: (row) => row.vehicle_type,
  license_plate_no: (row) => row.license_plate_no,
  VIN_no: (row) => row.VIN_no,
  date: (row) => row.date,
  operator: (row) => row.operator,
  last_odm_read: (row) => row.last_odm_read,
  hour_read: (row) => row.hour_read,
  form: (row, language) => (row.form ? (language === 'fr' ? row.form.name_fr : row.form.name) : null),
  form_version: (row) => row.form?.version ?? null,
  inspected_at: (row) => row.inspected_at,
  place: (row) => row.place,
  signed: (row) => row.signed,
  statement_version: (row) => row.statement_version,
  duration_seconds: (row) => row.duration_seconds,
  completed_quickly: (row) => row.completed_quickly,
});

/**
 * Every checklist the list shows this caller for the same search, week, issue and form filters, in its
 * order (newest day first). The caller's scope comes from the list's own filter, so a driver
 * exports only their checklists.
 */
export async function checklistExport(
  context: AppContext,
  caller: CurrentUser,
  query: ChecklistExportFilter,
): Promise<FileExport<ChecklistListRow>> {
  const filter = await checklistListFilter(context, caller, query);
  const present = await rowContext(context);
  return {
    name: 'pre-op-checklists',
    columns: checklistFileColumns,
    read: async (previous, limit) => {
      const rows = await listChecklistsAfter(context.db, filter, previous, limit);
      return rows.map((row) => toListRow(row, present));
    },
  };
}
