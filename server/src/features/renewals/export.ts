import type { FastifyReply } from 'fastify';
import { renewalColourLabels, renewalKindLabels, type Renewal, type RenewalFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listRenewals } from './service.js';

const columns: CsvColumn<Renewal>[] = [
  { header: { en: 'Kind', fr: 'Type' }, value: (row, language) => renewalKindLabels[language][row.kind] },
  { header: { en: 'What', fr: 'Quoi' }, value: (row) => row.subject },
  { header: { en: 'Owner', fr: 'Propriétaire' }, value: (row) => row.owner },
  { header: { en: 'Due Date', fr: 'Échéance' }, value: (row) => row.due_on },
  { header: { en: 'Days Left', fr: 'Jours restants' }, value: (row) => row.days_left },
  { header: { en: 'Status', fr: 'Statut' }, value: (row, language) => renewalColourLabels[language][row.colour] },
];

/**
 * The renewals the list shows for the same filters, soonest first, as a streamed CSV download.
 * The list is read once (it is built in memory, see `listRenewals`) and written batch by batch.
 */
export async function exportRenewals(
  context: AppContext,
  reply: FastifyReply,
  filter: RenewalFilter,
  language: ReaderLanguage,
) {
  const rows = await listRenewals(context, filter);
  return sendCsv(reply, {
    fileName: csvFileName('renewals', context.clock.today()),
    columns,
    language,
    logger: reply.log,
    read: async (previous, limit) => {
      const start = previous === undefined ? 0 : rows.indexOf(previous) + 1;
      return rows.slice(start, start + limit);
    },
  });
}
