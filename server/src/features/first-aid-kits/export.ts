import type { FastifyReply } from 'fastify';
import { type FirstAidKitExportFilter, kitExpiryStatus, valueLabel } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listFirstAidKitsPage, type FirstAidKitQueryRow } from './queries.js';

const statusLabels = {
  en: { expired: 'Expired', expiring: 'Expiring soon', ok: 'OK' },
  fr: { expired: 'Expirée', expiring: 'Expire bientôt', ok: 'OK' },
} as const;

/** The table's columns, as the screen writes them in English. */
export function firstAidKitCsvColumns(today: string): CsvColumn<FirstAidKitQueryRow>[] {
  const month = (row: FirstAidKitQueryRow) => row.kit.expiryMonth.slice(0, 7);
  return [
    { header: { en: 'Equipment Number', fr: 'Numéro d’équipement' }, value: (row) => row.equipmentNumber },
    {
      header: { en: 'Vehicle Type', fr: 'Type de véhicule' },
      value: (row, language) => valueLabel('parentType', row.vehicleParentType, language),
    },
    { header: { en: 'Vehicle', fr: 'Véhicule' }, value: (row) => row.vehicleType },
    { header: { en: 'Expiry Date', fr: 'Date d’expiration' }, value: month },
    { header: 'Type', value: (row) => `Type ${row.kit.type.replace('type_', '')}` },
    {
      header: { en: 'Status', fr: 'Statut' },
      value: (row, language) => statusLabels[language][kitExpiryStatus(month(row), today)],
    },
  ];
}

/**
 * The kits the screen shows for the same search and sort, as a streamed CSV download. Batches
 * follow each other by offset: a fleet has one kit a vehicle, so the list stays a few batches.
 */
export function exportFirstAidKits(
  context: AppContext,
  reply: FastifyReply,
  filter: FirstAidKitExportFilter,
  language: ReaderLanguage,
) {
  const today = context.clock.today();
  let offset = 0;
  return sendCsv(reply, {
    fileName: csvFileName('first-aid-kits', today),
    columns: firstAidKitCsvColumns(today),
    language,
    logger: reply.log,
    read: async (_previous, limit) => {
      const rows = await listFirstAidKitsPage(context.db, filter, { limit, offset });
      offset += rows.length;
      return rows;
    },
  });
}
