import { driverColumns, type DriverFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { listDriversAfter, type DriverQueryRow } from './queries.js';
import { licenceWindow, listOrder } from './service.js';

export const driverFileColumns = fileColumns(driverColumns, {
  name: (row: DriverQueryRow) => row.driver.name,
  email: (row) => row.email,
  drive_in_pit: (row) => row.driver.driveInPit,
  location: (row) => row.locationName,
  rotation: (row) => row.driver.rotation,
  pit_permit: (row) => row.driver.pitPermit,
  supervisor: (row) => row.driver.supervisor,
  phone_number: (row) => row.driver.phoneNumber,
  license_no: (row) => row.driver.licenseNo,
  expiry_date: (row) => row.driver.expiryDate,
  enabled: (row) => row.driver.enabled,
  archived: (row) => row.driver.archived,
});

/** The drivers the list shows for the same filter and sort. */
export function driverExport(context: AppContext, filter: DriverFilter): FileExport<DriverQueryRow> {
  const order = listOrder(filter);
  const now = context.clock.now();
  const window = licenceWindow(context);
  return {
    name: 'drivers',
    columns: driverFileColumns,
    read: (previous, limit) =>
      listDriversAfter(
        context.db,
        filter,
        order,
        previous ? { sortKey: previous.sortKey, id: previous.driver.id } : undefined,
        limit,
        now,
        window,
      ),
  };
}
