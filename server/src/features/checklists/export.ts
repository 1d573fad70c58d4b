import type { FastifyReply } from 'fastify';
import type { ChecklistExportFilter, ChecklistListRow } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { listChecklistsAfter } from './queries.js';
import { checklistListFilter, rowContext, toListRow } from './read.js';

const yesNo = { yes: 'Yes', no: 'No' } as const;
const ownershipLabels: Record<string, string> = { own: 'Own', lease: 'Lease', rent: 'Rent' };

/** The list's columns in its order, as the screen writes them in English. */
export const checklistCsvColumns: CsvColumn<ChecklistListRow>[] = [
  { header: 'Equipment No.', value: (row) => row.equipment_number },
  { header: 'Issue', value: (row) => (row.has_issue ? 'Issue' : 'OK') },
  { header: 'Vehicle Type', value: (row) => row.vehicle_parent_type },
  { header: 'Radio', value: (row) => yesNo[row.has_radio] },
  { header: 'Mine', value: (row) => yesNo[row.mine] },
  { header: 'Ownership', value: (row) => ownershipLabels[row.ownership_type] ?? row.ownership_type },
  { header: 'Vehicle', value: (row) => row.vehicle_type },
  { header: 'License Plate', value: (row) => row.license_plate_no },
  { header: 'VIN', value: (row) => row.VIN_no },
  { header: 'Date', value: (row) => row.date },
  { header: 'Operator', value: (row) => row.operator },
  { header: 'Last ODM Read', value: (row) => row.last_odm_read },
  { header: 'Inspected At', value: (row) => row.inspected_at },
  { header: 'Place', value: (row) => row.place ?? '' },
  { header: 'Signed', value: (row) => (row.signed ? 'Yes' : 'No') },
  { header: 'Statement Version', value: (row) => row.statement_version ?? '' },
  { header: 'Duration (s)', value: (row) => row.duration_seconds ?? '' },
  { header: 'Completed Quickly', value: (row) => (row.completed_quickly ? 'Yes' : 'No') },
];

/**
 * `GET api/checklist/{6 hex}/export`: every checklist the list shows this caller for the same
 * search, week and issue filter, in its order (newest day first), as a streamed CSV download.
 * The caller's scope comes from the list's own filter, so a driver exports only their checklists.
 */
export async function exportChecklists(
  context: AppContext,
  reply: FastifyReply,
  caller: CurrentUser,
  query: ChecklistExportFilter,
) {
  const filter = await checklistListFilter(context, caller, query);
  const present = await rowContext(context);
  return sendCsv(reply, {
    fileName: csvFileName('pre-op-checklists', context.clock.today()),
    columns: checklistCsvColumns,
    logger: reply.log,
    read: async (previous, limit) => {
      const rows = await listChecklistsAfter(context.db, filter, previous, limit);
      return rows.map((row) => toListRow(row, present));
    },
  });
}
