import type { FastifyReply } from 'fastify';
import { addDays, fromCents, type IncomeExportQuery, valueLabel, weekStart } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import type { ReaderLanguage } from '../../lib/reader-language.js';
import { listExpensesAfter, type IncomeExportRow } from './queries.js';
import { netCents } from './service.js';

const money = (cents: number) => fromCents(cents).toFixed(2);

export const incomeCsvColumns: CsvColumn<IncomeExportRow>[] = [
  { header: { en: 'Week Start', fr: 'Début de la semaine' }, value: (row) => row.expense.weekStart },
  { header: { en: 'Week End', fr: 'Fin de la semaine' }, value: (row) => addDays(row.expense.weekStart, 6) },
  { header: { en: 'Equipment Number', fr: 'Numéro d’équipement' }, value: (row) => row.equipmentNumber },
  {
    header: { en: 'Vehicle Type', fr: 'Type de véhicule' },
    value: (row, language) => valueLabel('parentType', row.vehicleParentType, language),
  },
  { header: { en: 'Vehicle', fr: 'Véhicule' }, value: (row) => row.vehicleType },
  { header: { en: 'VIN No', fr: 'NIV' }, value: (row) => row.vinNo },
  { header: { en: 'Revenue', fr: 'Revenus' }, value: (row) => money(row.expense.revenueCents) },
  { header: { en: 'Rental Cost', fr: 'Coût de location' }, value: (row) => money(row.expense.rentalCostCents) },
  { header: { en: 'Gas', fr: 'Essence' }, value: (row) => money(row.expense.gasCents) },
  { header: { en: 'Insurance', fr: 'Assurance' }, value: (row) => money(row.expense.insuranceCents) },
  { header: { en: 'Maintenance', fr: 'Entretien' }, value: (row) => money(row.expense.maintenanceCents) },
  { header: 'Net', value: (row) => money(netCents(row.expense)) },
];

/** The weeks starting between start_date's week and end_date (both optional), newest first, streamed. */
export function exportIncome(
  context: AppContext,
  reply: FastifyReply,
  query: IncomeExportQuery,
  language: ReaderLanguage,
) {
  const range = { from: query.start_date ? weekStart(query.start_date) : undefined, to: query.end_date };
  return sendCsv(reply, {
    fileName: csvFileName('income', context.clock.today()),
    columns: incomeCsvColumns,
    language,
    logger: reply.log,
    read: (previous, limit) =>
      listExpensesAfter(
        context.db,
        range,
        previous ? { weekStart: previous.expense.weekStart, id: previous.expense.id } : undefined,
        limit,
      ),
  });
}
