import type { FastifyReply } from 'fastify';
import { checklistItemLabel, type DefectFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { listDefectsAfter, type DefectQueryRow } from './queries.js';
import { defectVehicles } from './service.js';

function columns(context: AppContext): CsvColumn<DefectQueryRow>[] {
  const time = (value: Date | null) => (value ? context.clock.formatDateTime(value) : '');
  return [
    { header: 'ID', value: (row) => row.defect.id },
    { header: 'Equipment Number', value: (row) => row.equipmentNumber },
    { header: 'Item', value: (row) => checklistItemLabel(row.defect.item) },
    { header: 'Severity', value: (row) => row.defect.severity },
    { header: 'Status', value: (row) => row.defect.status },
    { header: 'Reported At', value: (row) => time(row.defect.reportedAt) },
    { header: 'Due At', value: (row) => time(row.defect.dueAt) },
    { header: 'Occurrences', value: (row) => Number(row.occurrences) },
    { header: 'Repaired At', value: (row) => time(row.defect.repairedAt) },
    { header: 'Repair Notes', value: (row) => row.defect.repairNotes },
    { header: 'Repair Cost', value: (row) => row.defect.repairCost },
    { header: 'Verified At', value: (row) => time(row.defect.verifiedAt) },
    { header: 'Close Reason', value: (row) => row.defect.closeReason },
  ];
}

/** The defects the list shows for the same filters, newest first, as a streamed CSV download. */
export async function exportDefects(
  context: AppContext,
  caller: CurrentUser,
  reply: FastifyReply,
  filter: DefectFilter,
) {
  const scope = await defectVehicles(context, caller);
  const now = context.clock.now();
  return sendCsv(reply, {
    fileName: csvFileName('defects', context.clock.today()),
    columns: columns(context),
    logger: reply.log,
    read: (previous, limit) => listDefectsAfter(context.db, filter, scope, now, previous?.defect.id, limit),
  });
}
