import { vehicleColumns, type InspectionState, type VehicleFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { inspectionStateOf, latestValidUntil } from '../../lib/inspection-state-queries.js';
import { outOfServiceSince } from '../../lib/out-of-service-queries.js';
import { listVehiclesAfter } from './list-queries.js';
import { currentSlotDrivers, type SlotDriver, type VehicleRow } from './queries.js';

type ExportRow = { vehicle: VehicleRow; sortKey: string; drivers: string; inspectionState: InspectionState };

/** The file's columns, in the order the CSV has always had them. */
export const vehicleFileColumns = fileColumns(vehicleColumns, {
  equipment_number: (row: ExportRow) => row.vehicle.equipmentNumber,
  vehicle_parent_type: (row) => row.vehicle.vehicleParentType,
  vehicle_type: (row) => row.vehicle.vehicleType,
  license_plate_no: (row) => row.vehicle.licensePlateNo,
  VIN_no: (row) => row.vehicle.vinNo,
  ownership_type: (row) => row.vehicle.ownershipType,
  location: (row) => row.vehicle.locationOther ?? row.vehicle.location,
  abg_mva_stickers: (row) => row.vehicle.abgMvaStickers,
  insurance_expiry: (row) => row.vehicle.insuranceExpiry,
  reg_expiry: (row) => row.vehicle.regExpiry,
  inspection_status: (row) => row.vehicle.inspectionStatus,
  inspection_date: (row) => row.vehicle.inspectionDate,
  battery_expiry: (row) => row.vehicle.batteryExpiry,
  tire_expiry: (row) => row.vehicle.tireExpiry,
  drivers: (row) => row.drivers,
  inspection_state: (row) => row.inspectionState,
  ppe_no: (row) => row.vehicle.ppeNo,
  last_odm_read: (row) => row.vehicle.lastOdmRead,
  has_radio: (row) => row.vehicle.radio,
  mine: (row) => row.vehicle.mine,
  status: (row) => row.vehicle.status,
  enabled: (row) => row.vehicle.enabled,
  comments: (row) => row.vehicle.comments,
  gross_weight_kg: (row) => row.vehicle.grossWeightKg,
});

function driverNames(slots: Map<number, SlotDriver> | undefined): string {
  return [1, 2, 3]
    .map((slot) => slots?.get(slot)?.driverName)
    .filter(Boolean)
    .join(', ');
}

/** The vehicles the list shows for the same filters and sort, with each one's current drivers. */
export function vehicleExport(context: AppContext, filter: VehicleFilter): FileExport<ExportRow> {
  const now = context.clock.now();
  const today = context.clock.today();
  return {
    name: 'vehicles',
    columns: vehicleFileColumns,
    read: async (previous, limit) => {
      const rows = await listVehiclesAfter(
        context.db,
        filter,
        previous ? { sortKey: previous.sortKey, id: previous.vehicle.id } : undefined,
        limit,
        now,
        today,
      );
      const ids = rows.map((row) => row.vehicle.id);
      const [slots, outOfService, validUntil] = await Promise.all([
        currentSlotDrivers(context.db, ids, now),
        outOfServiceSince(context.db, ids),
        latestValidUntil(context.db, ids, context.clock.timeZone),
      ]);
      return rows.map((row) => ({
        ...row,
        drivers: driverNames(slots.get(row.vehicle.id)),
        inspectionState: inspectionStateOf(outOfService.has(row.vehicle.id), validUntil.get(row.vehicle.id), now),
      }));
    },
  };
}
