import { centsToDollars, rateColumns, type RateExportFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { listRatesAfter, type RateTableRow } from './queries.js';

export const rateFileColumns = fileColumns(rateColumns, {
  vehicle_parent_type: (row: RateTableRow) => row.vehicleParentType,
  full_day_rate: (row) => centsToDollars(row.fullDayRateCents),
  shared_day_rate: (row) => centsToDollars(row.sharedDayRateCents),
});

/** The rates the screen shows for the same search (on the vehicle type), in its order. */
export function rateExport(context: AppContext, filter: RateExportFilter): FileExport<RateTableRow> {
  return {
    name: 'rates',
    columns: rateFileColumns,
    read: (previous, limit) => listRatesAfter(context.db, filter.search, previous?.id, limit),
  };
}
