import type { FastifyReply } from 'fastify';
import { kitExpiryStatus, type FirstAidKitExportFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { listFirstAidKitsPage, type FirstAidKitQueryRow } from './queries.js';

const statusLabels = { expired: 'Expired', expiring: 'Expiring soon', ok: 'OK' } as const;

/** The table's columns, as the screen writes them in English. */
export function firstAidKitCsvColumns(today: string): CsvColumn<FirstAidKitQueryRow>[] {
  const month = (row: FirstAidKitQueryRow) => row.kit.expiryMonth.slice(0, 7);
  return [
    { header: 'Equipment Number', value: (row) => row.equipmentNumber },
    { header: 'Vehicle Type', value: (row) => row.vehicleParentType },
    { header: 'Vehicle', value: (row) => row.vehicleType },
    { header: 'Expiry Date', value: month },
    { header: 'Type', value: (row) => `Type ${row.kit.type.replace('type_', '')}` },
    { header: 'Status', value: (row) => statusLabels[kitExpiryStatus(month(row), today)] },
  ];
}

/**
 * The kits the screen shows for the same search and sort, as a streamed CSV download. Batches
 * follow each other by offset: a fleet has one kit a vehicle, so the list stays a few batches.
 */
export function exportFirstAidKits(context: AppContext, reply: FastifyReply, filter: FirstAidKitExportFilter) {
  const today = context.clock.today();
  let offset = 0;
  return sendCsv(reply, {
    fileName: csvFileName('first-aid-kits', today),
    columns: firstAidKitCsvColumns(today),
    logger: reply.log,
    read: async (_previous, limit) => {
      const rows = await listFirstAidKitsPage(context.db, filter, { limit, offset });
      offset += rows.length;
      return rows;
    },
  });
}
