import {
  addCalendarMonths,
  firstAidKitColumns,
  kitExpiryStatus,
  type FirstAidKitExportFilter,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, offsetBatches, type FileExport } from '../../lib/file-export/index.js';
import { listFirstAidKitsPage, type FirstAidKitQueryRow } from './queries.js';

/** A kit expires at the end of its month: YYYY-MM. */
const expiryMonth = (row: FirstAidKitQueryRow) => row.kit.expiryMonth.slice(0, 7);

/** The table's columns, then where the kit stands on `today`. */
export function firstAidKitFileColumns(today: string) {
  return fileColumns(firstAidKitColumns, {
    equipment_number: (row: FirstAidKitQueryRow) => row.equipmentNumber,
    vehicle_parent_type: (row) => row.vehicleParentType,
    vehicle_type: (row) => row.vehicleType,
    expiry_date: expiryMonth,
    type: (row) => `Type ${row.kit.type.replace('type_', '')}`,
    status: (row) => kitExpiryStatus(expiryMonth(row), today),
  });
}

/** The kits the screen shows for the same search, expiry window and sort (one a vehicle: a few batches by offset). */
export function firstAidKitExport(
  context: AppContext,
  filter: FirstAidKitExportFilter,
): FileExport<FirstAidKitQueryRow> {
  const today = context.clock.today();
  const thisMonth = `${today.slice(0, 7)}-01`;
  const months = { thisMonth, nextMonth: addCalendarMonths(thisMonth, 1) };
  return {
    name: 'first-aid-kits',
    columns: firstAidKitFileColumns(today),
    read: offsetBatches((page) => listFirstAidKitsPage(context.db, filter, page, months)),
  };
}
