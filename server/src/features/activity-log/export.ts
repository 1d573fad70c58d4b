import type { FastifyReply } from 'fastify';
import type { ActivityLogQuery, ActivityLogRow } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listActivityLog } from './queries.js';
import { logFilter, toActivityLogRow } from './service.js';

export const activityLogCsvColumns: CsvColumn<ActivityLogRow>[] = [
  { header: { en: 'Equipment No', fr: 'N° d’équipement' }, value: (row) => row.equipment_number },
  { header: { en: 'Action Date', fr: 'Date de l’action' }, value: (row) => row.action_date },
  { header: { en: 'Driver', fr: 'Chauffeur' }, value: (row) => row.driver_name },
  { header: { en: 'Log', fr: 'Journal' }, value: (row) => row.log },
  { header: { en: 'Assigned From', fr: 'Affecté du' }, value: (row) => row.assigned_from_date },
  { header: { en: 'Assigned To', fr: 'Affecté au' }, value: (row) => row.assigned_to_date },
  { header: 'Note', value: (row) => row.note },
  { header: { en: 'By', fr: 'Par' }, value: (row) => row.actor_name },
];

/**
 * The entries the screen shows for the same week, driver, search and sort, as a CSV download.
 * Read in pages by offset: any column sorts (nulls last), and one week's log is small.
 */
export function exportActivityLog(
  context: AppContext,
  reply: FastifyReply,
  query: ActivityLogQuery,
  language: ReaderLanguage,
) {
  const filter = logFilter(context, query);
  let offset = 0;
  return sendCsv(reply, {
    fileName: csvFileName('vehicle-logs', context.clock.today()),
    columns: activityLogCsvColumns,
    language,
    logger: reply.log,
    read: async (_previous, limit) => {
      const { rows } = await listActivityLog(context.db, filter, { limit, offset });
      offset += rows.length;
      return rows.map((row) => toActivityLogRow(row, context.clock));
    },
  });
}
