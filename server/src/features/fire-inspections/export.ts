import type { FastifyReply } from 'fastify';
import { inspectionExpiryStatus, type FireInspectionSort } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { listFireInspectionsAfter, type FireInspectionQueryRow } from './queries.js';
import { inspectionOrder } from './service.js';

const statusLabels = { expired: 'Expired', expiring: 'Expiring soon', ok: 'OK' } as const;

export function fireInspectionCsvColumns(today: string): CsvColumn<FireInspectionQueryRow>[] {
  return [
    { header: 'Equipment Number', value: (row) => row.equipmentNumber },
    { header: 'Vehicle Type', value: (row) => row.vehicleParentType },
    { header: 'Vehicle', value: (row) => row.vehicleType },
    { header: 'Manufacture Year', value: (row) => row.inspection.manufactureYear },
    { header: 'Inspection Month', value: (row) => row.inspection.inspectionMonth },
    { header: 'Inspection Expiry Date', value: (row) => row.inspection.inspectionExpiryDate },
    {
      header: 'Status',
      value: (row) => statusLabels[inspectionExpiryStatus(row.inspection.inspectionExpiryDate, today)],
    },
  ];
}

/** The inspections the list shows for the same search, in its order, as a streamed CSV download. */
export function exportFireInspections(context: AppContext, reply: FastifyReply, sort: FireInspectionSort) {
  const order = inspectionOrder(sort);
  const today = context.clock.today();
  return sendCsv(reply, {
    fileName: csvFileName('fire-extinguisher-inspections', today),
    columns: fireInspectionCsvColumns(today),
    logger: reply.log,
    read: (previous, limit) =>
      listFireInspectionsAfter(
        context.db,
        order,
        sort.search,
        previous ? { sortKey: previous.sortKey, id: previous.inspection.id } : undefined,
        limit,
      ),
  });
}
