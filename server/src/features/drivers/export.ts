import type { FastifyReply } from 'fastify';
import type { DriverFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { listDriversAfter, type DriverQueryRow } from './queries.js';
import { listOrder } from './service.js';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const driverCsvColumns: CsvColumn<DriverQueryRow>[] = [
  { header: 'Name', value: (row) => row.driver.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Drive In Pit', value: (row) => yesNo(row.driver.driveInPit) },
  { header: 'Work Location', value: (row) => row.locationName },
  { header: 'Rotation', value: (row) => row.driver.rotation },
  { header: 'Pit Permit', value: (row) => yesNo(row.driver.pitPermit) },
  { header: 'Supervisor', value: (row) => row.driver.supervisor },
  { header: 'Phone Number', value: (row) => row.driver.phoneNumber },
  { header: 'License Number', value: (row) => row.driver.licenseNo },
  { header: 'Expiry Date', value: (row) => row.driver.expiryDate },
  { header: 'Enabled', value: (row) => yesNo(row.driver.enabled) },
  { header: 'Archived', value: (row) => yesNo(row.driver.archived) },
];

/** The drivers the list shows for the same filter and sort, as a streamed CSV download. */
export function exportDrivers(context: AppContext, reply: FastifyReply, filter: DriverFilter) {
  const order = listOrder(filter);
  const now = context.clock.now();
  return sendCsv(reply, {
    fileName: csvFileName('drivers', context.clock.today()),
    columns: driverCsvColumns,
    logger: reply.log,
    read: (previous, limit) =>
      listDriversAfter(
        context.db,
        filter,
        order,
        previous ? { sortKey: previous.sortKey, id: previous.driver.id } : undefined,
        limit,
        now,
      ),
  });
}
