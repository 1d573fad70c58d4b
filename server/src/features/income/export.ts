import { addDays, fromCents, incomeColumns, weekStart, type IncomeExportQuery } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { listExpensesAfter, type IncomeExportRow } from './queries.js';
import { netCents } from './service.js';

export const incomeFileColumns = fileColumns(incomeColumns, {
  week_start: (row: IncomeExportRow) => row.expense.weekStart,
  week_end: (row) => addDays(row.expense.weekStart, 6),
  equipment_number: (row) => row.equipmentNumber,
  vehicle_parent_type: (row) => row.vehicleParentType,
  vehicle_type: (row) => row.vehicleType,
  VIN_no: (row) => row.vinNo,
  revenue: (row) => fromCents(row.expense.revenueCents),
  rental_cost: (row) => fromCents(row.expense.rentalCostCents),
  gas: (row) => fromCents(row.expense.gasCents),
  insurance: (row) => fromCents(row.expense.insuranceCents),
  maintenance: (row) => fromCents(row.expense.maintenanceCents),
  net: (row) => fromCents(netCents(row.expense)),
});

/** The weeks starting between start_date's week and end_date (both optional), newest first. */
export function incomeExport(context: AppContext, query: IncomeExportQuery): FileExport<IncomeExportRow> {
  const range = { from: query.start_date ? weekStart(query.start_date) : undefined, to: query.end_date };
  return {
    name: 'income',
    columns: incomeFileColumns,
    read: (previous, limit) =>
      listExpensesAfter(
        context.db,
        range,
        previous ? { weekStart: previous.expense.weekStart, id: previous.expense.id } : undefined,
        limit,
      ),
  };
}
