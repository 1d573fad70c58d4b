import { fromCents, fuelColumns, type FuelFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { listFuelEntriesAfter, type FuelQueryRow } from './queries.js';

const fuelFileColumns = fileColumns(fuelColumns, {
  id: (row: FuelQueryRow) => row.entry.id,
  date: (row) => row.entry.date,
  equipment_number: (row) => row.equipmentNumber,
  driver_name: (row) => row.driverName,
  litres: (row) => row.entry.litres,
  cost: (row) => fromCents(row.entry.costCents),
  cost_per_litre: (row) => fromCents(row.entry.costCents) / Number(row.entry.litres),
  odometer: (row) => row.entry.odometer,
  hour_read: (row) => row.entry.hourRead,
});

/** The fill-ups the list shows for the same filter, newest first. */
export function fuelExport(context: AppContext, filter: FuelFilter): FileExport<FuelQueryRow> {
  return {
    name: 'fuel',
    columns: fuelFileColumns,
    read: (previous, limit) => listFuelEntriesAfter(context.db, filter, previous?.entry, limit),
  };
}
