import type { FastifyReply } from 'fastify';
import { addDays, fromCents, weekStart, type IncomeExportQuery } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { listExpensesAfter, type IncomeExportRow } from './queries.js';
import { netCents } from './service.js';

const money = (cents: number) => fromCents(cents).toFixed(2);

export const incomeCsvColumns: CsvColumn<IncomeExportRow>[] = [
  { header: 'Week Start', value: (row) => row.expense.weekStart },
  { header: 'Week End', value: (row) => addDays(row.expense.weekStart, 6) },
  { header: 'Equipment Number', value: (row) => row.equipmentNumber },
  { header: 'Vehicle Type', value: (row) => row.vehicleParentType },
  { header: 'Vehicle', value: (row) => row.vehicleType },
  { header: 'VIN No', value: (row) => row.vinNo },
  { header: 'Revenue', value: (row) => money(row.expense.revenueCents) },
  { header: 'Rental Cost', value: (row) => money(row.expense.rentalCostCents) },
  { header: 'Gas', value: (row) => money(row.expense.gasCents) },
  { header: 'Insurance', value: (row) => money(row.expense.insuranceCents) },
  { header: 'Maintenance', value: (row) => money(row.expense.maintenanceCents) },
  { header: 'Net', value: (row) => money(netCents(row.expense)) },
];

/** The weeks starting between start_date's week and end_date (both optional), newest first, streamed. */
export function exportIncome(context: AppContext, reply: FastifyReply, query: IncomeExportQuery) {
  const range = { from: query.start_date ? weekStart(query.start_date) : undefined, to: query.end_date };
  return sendCsv(reply, {
    fileName: csvFileName('income', context.clock.today()),
    columns: incomeCsvColumns,
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
