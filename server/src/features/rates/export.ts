import type { FastifyReply } from 'fastify';
import { centsToDollars, type RateExportFilter, valueLabel } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listRatesAfter, type RateTableRow } from './queries.js';

const money = (cents: number) => centsToDollars(cents).toFixed(2);

/** The table's columns, as the screen writes them in English; amounts in dollars with 2 decimals. */
export const rateCsvColumns: CsvColumn<RateTableRow>[] = [
  {
    header: { en: 'Vehicle Type', fr: 'Type de véhicule' },
    value: (row, language) => valueLabel('parentType', row.vehicleParentType, language),
  },
  { header: { en: 'Full Day Rate', fr: 'Tarif journée complète' }, value: (row) => money(row.fullDayRateCents) },
  { header: { en: 'Shared Day Rate', fr: 'Tarif journée partagée' }, value: (row) => money(row.sharedDayRateCents) },
];

/**
 * `GET api/rates/{6 hex}/export`: the rates the screen shows for the same search (on the vehicle
 * type), in its order, as a streamed CSV download.
 */
export function exportRates(
  context: AppContext,
  reply: FastifyReply,
  filter: RateExportFilter,
  language: ReaderLanguage,
) {
  return sendCsv(reply, {
    fileName: csvFileName('rates', context.clock.today()),
    columns: rateCsvColumns,
    language,
    logger: reply.log,
    read: (previous, limit) => listRatesAfter(context.db, filter.search, previous?.id, limit),
  });
}
