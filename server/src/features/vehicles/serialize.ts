import {
  expiryFlag,
  vehicleEquipmentItems,
  vehicleExpiryFields,
  vehicleImageKeys,
  type Vehicle,
  type VehicleEquipmentItem,
  type VehicleExpiry,
  type VehicleFileKey,
  type VehicleFiles,
  type VehicleListRow,
} from '@fleet-ops/shared';
import type { Clock } from '../../lib/clock.js';
import { inspectionStateOf } from '../../lib/inspection-state-queries.js';
import { equipmentItemColumns } from '../../db/schema/index.js';
import type { SlotDriver, VehicleRow } from './queries.js';

/** The column holding each file's storage key. */
export const fileColumns: Record<VehicleFileKey, keyof VehicleRow> = {
  image_1: 'image1',
  image_2: 'image2',
  image_3: 'image3',
  image_4: 'image4',
  image_5: 'image5',
  image_6: 'image6',
  image_7: 'image7',
  image_8: 'image8',
  image_9: 'image9',
  image_10: 'image10',
  inspection_file: 'inspectionFile',
};

export function storedKey(row: VehicleRow, key: VehicleFileKey): string | null {
  return (row[fileColumns[key]] as string | null) ?? null;
}

/**
 * The URL the app serves a stored file at. The version (part of the storage key, which changes
 * whenever the file does) keeps a browser from showing a replaced image from its cache.
 */
export function fileUrl(row: VehicleRow, key: VehicleFileKey): string | null {
  const stored = storedKey(row, key);
  if (!stored) return null;
  const version = stored.split('/').pop()?.slice(0, 8) ?? '';
  return `/api/vehicles/${row.id}/files/${key}?v=${version}`;
}

export function vehicleFilesOf(row: VehicleRow): VehicleFiles {
  return Object.fromEntries(vehicleImageKeys.map((key) => [key, fileUrl(row, key)])) as VehicleFiles;
}

function expiryOf(row: VehicleRow, today: string): VehicleExpiry {
  const dates: Record<(typeof vehicleExpiryFields)[number], string | null> = {
    abg_mva_stickers: row.abgMvaStickers,
    insurance_expiry: row.insuranceExpiry,
    reg_expiry: row.regExpiry,
    inspection_date: row.inspectionDate,
    battery_expiry: row.batteryExpiry,
    tire_expiry: row.tireExpiry,
  };
  return Object.fromEntries(
    vehicleExpiryFields.map((field) => [field, expiryFlag(dates[field], today)]),
  ) as VehicleExpiry;
}

function slotFields(slots: Map<number, SlotDriver> | undefined, clock: Clock) {
  const fields: Record<string, string | number | null> = {};
  for (const slot of [1, 2, 3]) {
    const current = slots?.get(slot);
    fields[`driver_${slot}_id`] = current?.driverId ?? null;
    fields[`driver_${slot}_name`] = current?.driverName ?? null;
    fields[`note_${slot}`] = current?.note ?? null;
    fields[`assigned_from_date_${slot}`] = current ? clock.formatDateTime(current.assignedFrom) : null;
    fields[`assigned_to_date_${slot}`] = current?.assignedTo ? clock.formatDateTime(current.assignedTo) : null;
  }
  return fields as Pick<
    VehicleListRow,
    | `driver_${1 | 2 | 3}_id`
    | `driver_${1 | 2 | 3}_name`
    | `note_${1 | 2 | 3}`
    | `assigned_${'from' | 'to'}_date_${1 | 2 | 3}`
  >;
}

/**
 * `outOfServiceSince`: when its oldest unfinished major defect was reported, or null (defects feature).
 * `validUntil`: when its latest inspection's validity ends or ended (`latestValidUntil`), none if never inspected.
 */
export function toVehicleListRow(
  row: VehicleRow,
  slots: Map<number, SlotDriver> | undefined,
  clock: Clock,
  outOfServiceSince: Date | null,
  validUntil?: Date,
): VehicleListRow {
  return {
    id: row.id,
    equipment_number: row.equipmentNumber,
    vehicle_parent_type: row.vehicleParentType,
    vehicle_type: row.vehicleType,
    license_plate_no: row.licensePlateNo,
    VIN_no: row.vinNo,
    ownership_type: row.ownershipType,
    abg_mva_stickers: row.abgMvaStickers,
    insurance_expiry: row.insuranceExpiry,
    reg_expiry: row.regExpiry,
    inspection_status: row.inspectionStatus,
    inspection_date: row.inspectionDate,
    battery_expiry: row.batteryExpiry,
    tire_expiry: row.tireExpiry,
    has_radio: row.radio,
    mine: row.mine ? 'yes' : 'no',
    enabled: row.enabled,
    status: row.status,
    color: row.color,
    location: row.location,
    location_other: row.locationOther,
    location_name: row.location === 'other' && row.locationOther ? row.locationOther : row.location,
    ppe_no: row.ppeNo,
    last_odm_read: row.lastOdmRead,
    expiry: expiryOf(row, clock.today()),
    out_of_service: outOfServiceSince !== null,
    out_of_service_since: outOfServiceSince ? clock.formatDateTime(outOfServiceSince) : null,
    inspection_state: inspectionStateOf(outOfServiceSince !== null, validUntil, clock.now()),
    inspection_valid_until: validUntil ? clock.formatDateTime(validUntil) : null,
    ...slotFields(slots, clock),
  };
}

export function toVehicle(
  row: VehicleRow,
  slots: Map<number, SlotDriver> | undefined,
  clock: Clock,
  outOfServiceSince: Date | null,
  validUntil?: Date,
): Vehicle {
  const items = Object.fromEntries(
    vehicleEquipmentItems.map((item) => [item, row[equipmentItemColumns[item]] as boolean]),
  ) as Record<VehicleEquipmentItem, boolean>;
  return {
    ...toVehicleListRow(row, slots, clock, outOfServiceSince, validUntil),
    abg_mva_sticker_status: row.abgMvaStickerStatus,
    rental_start_date: row.rentalStartDate,
    rental_return_date: row.rentalReturnDate,
    inspector_name: row.inspectorName,
    inspection_file: fileUrl(row, 'inspection_file'),
    comments: row.comments,
    ...items,
    equipment_items: items,
    extra_checklist_items: row.extraChecklistItems,
    vehicle_files: vehicleFilesOf(row),
    disposed_on: row.disposedOn,
    disposal_reason: row.disposalReason,
    gross_weight_kg: row.grossWeightKg,
    has_odometer: row.hasOdometer,
    has_hour_meter: row.hasHourMeter,
    last_hour_read: row.lastHourRead,
    created_at: clock.formatDateTime(row.createdAt),
    updated_at: clock.formatDateTime(row.updatedAt),
  };
}
