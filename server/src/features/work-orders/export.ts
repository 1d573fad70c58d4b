import type { FastifyReply } from 'fastify';
import { workOrderStatusLabels, type WorkOrderFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listWorkOrdersAfter, type WorkOrderQueryRow } from './queries.js';

const columns: CsvColumn<WorkOrderQueryRow>[] = [
  { header: 'ID', value: (row) => row.order.id },
  { header: { en: 'Equipment Number', fr: 'Numéro d’équipement' }, value: (row) => row.equipmentNumber },
  { header: { en: 'Title', fr: 'Titre' }, value: (row) => row.order.title },
  {
    header: { en: 'Status', fr: 'Statut' },
    value: (row, language) => workOrderStatusLabels[language][row.order.status],
  },
  { header: { en: 'Opened On', fr: 'Ouvert le' }, value: (row) => row.order.openedOn },
  { header: { en: 'Due On', fr: 'Échéance' }, value: (row) => row.order.dueOn },
  { header: { en: 'Completed On', fr: 'Terminé le' }, value: (row) => row.order.completedOn },
  { header: { en: 'Odometer', fr: 'Odomètre' }, value: (row) => row.order.odometer },
  { header: { en: 'Total', fr: 'Total' }, value: (row) => (row.order.totalCents / 100).toFixed(2) },
  { header: { en: 'Notes', fr: 'Notes' }, value: (row) => row.order.notes },
];

/** The work orders the list shows for the same filters, newest first, as a streamed CSV download. */
export async function exportWorkOrders(
  context: AppContext,
  reply: FastifyReply,
  filter: WorkOrderFilter,
  language: ReaderLanguage,
) {
  return sendCsv(reply, {
    fileName: csvFileName('work-orders', context.clock.today()),
    columns,
    language,
    logger: reply.log,
    read: (previous, limit) => listWorkOrdersAfter(context.db, filter, previous?.order.id, limit),
  });
}
