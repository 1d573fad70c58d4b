import type { FastifyReply } from 'fastify';
import type { VehicleFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { csvFileName, sendCsv, type CsvColumn } from '../../lib/csv-export.js';
import { listVehiclesAfter } from './list-queries.js';
import { currentSlotDrivers, type SlotDriver, type VehicleRow } from './queries.js';

type ExportRow = { vehicle: VehicleRow; sortKey: string; drivers: string };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const vehicleCsvColumns: CsvColumn<ExportRow>[] = [
  { header: 'Equipment Number', value: (row) => row.vehicle.equipmentNumber },
  { header: 'Vehicle Type', value: (row) => row.vehicle.vehicleParentType },
  { header: 'Vehicle', value: (row) => row.vehicle.vehicleType },
  { header: 'License Plate No', value: (row) => row.vehicle.licensePlateNo },
  { header: 'VIN No', value: (row) => row.vehicle.vinNo },
  { header: 'Ownership', value: (row) => row.vehicle.ownershipType },
  { header: 'Location', value: (row) => row.vehicle.locationOther ?? row.vehicle.location },
  { header: 'ABG/MVA Stickers', value: (row) => row.vehicle.abgMvaStickers },
  { header: 'Insurance Expiry', value: (row) => row.vehicle.insuranceExpiry },
  { header: 'Registration Expiry', value: (row) => row.vehicle.regExpiry },
  { header: 'Inspection Status', value: (row) => row.vehicle.inspectionStatus },
  { header: 'Inspection Date', value: (row) => row.vehicle.inspectionDate },
  { header: 'Battery Expiry', value: (row) => row.vehicle.batteryExpiry },
  { header: 'Tire Expiry', value: (row) => row.vehicle.tireExpiry },
  { header: 'Drivers', value: (row) => row.drivers },
  { header: 'PPE No', value: (row) => row.vehicle.ppeNo },
  { header: 'Last Odometer', value: (row) => row.vehicle.lastOdmRead },
  { header: 'Radio', value: (row) => yesNo(row.vehicle.radio) },
  { header: 'Mine', value: (row) => yesNo(row.vehicle.mine) },
  { header: 'Status', value: (row) => row.vehicle.status },
  { header: 'Enabled', value: (row) => yesNo(row.vehicle.enabled) },
  { header: 'Comments', value: (row) => row.vehicle.comments },
];

function driverNames(slots: Map<number, SlotDriver> | undefined): string {
  return [1, 2, 3]
    .map((slot) => slots?.get(slot)?.driverName)
    .filter(Boolean)
    .join(', ');
}

/** The vehicles the list shows for the same filters and sort, as a streamed CSV download. */
export function exportVehicles(context: AppContext, reply: FastifyReply, filter: VehicleFilter) {
  const now = context.clock.now();
  const today = context.clock.today();
  return sendCsv(reply, {
    fileName: csvFileName('vehicles', today),
    columns: vehicleCsvColumns,
    logger: reply.log,
    read: async (previous, limit) => {
      const rows = await listVehiclesAfter(
        context.db,
        filter,
        previous ? { sortKey: previous.sortKey, id: previous.vehicle.id } : undefined,
        limit,
        now,
        today,
      );
      const slots = await currentSlotDrivers(
        context.db,
        rows.map((row) => row.vehicle.id),
        now,
      );
      return rows.map((row) => ({ ...row, drivers: driverNames(slots.get(row.vehicle.id)) }));
    },
  });
}
