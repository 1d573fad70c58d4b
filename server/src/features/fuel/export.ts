import type { FastifyReply } from 'fastify';
import type { FuelFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listFuelEntriesAfter, type FuelQueryRow } from './queries.js';

const columns: CsvColumn<FuelQueryRow>[] = [
  { header: 'ID', value: (row) => row.entry.id },
  { header: { en: 'Date', fr: 'Date' }, value: (row) => row.entry.date },
  { header: { en: 'Equipment Number', fr: 'Numéro d’équipement' }, value: (row) => row.equipmentNumber },
  { header: { en: 'Driver', fr: 'Chauffeur' }, value: (row) => row.driverName },
  { header: { en: 'Litres', fr: 'Litres' }, value: (row) => row.entry.litres },
  { header: { en: 'Cost', fr: 'Coût' }, value: (row) => (row.entry.costCents / 100).toFixed(2) },
  {
    // To the tenth of a cent, as pumps show it.
    header: { en: 'Cost per Litre', fr: 'Coût par litre' },
    value: (row) => (row.entry.costCents / 100 / Number(row.entry.litres)).toFixed(3),
  },
  { header: { en: 'Odometer', fr: 'Odomètre' }, value: (row) => row.entry.odometer },
];

/** The fill-ups the list shows for the same filter, newest first, as a streamed CSV download. */
export async function exportFuelEntries(
  context: AppContext,
  reply: FastifyReply,
  filter: FuelFilter,
  language: ReaderLanguage,
) {
  return sendCsv(reply, {
    fileName: csvFileName('fuel', context.clock.today()),
    columns,
    language,
    logger: reply.log,
    read: (previous, limit) => listFuelEntriesAfter(context.db, filter, previous?.entry, limit),
  });
}
