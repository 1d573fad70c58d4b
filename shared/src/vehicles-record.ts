import { z } from 'zod';
import { yesNo } from './drivers.js';
import { inspectionStatuses, ownershipTypes, vehicleLocations, vehicleStatuses } from './vehicles.js';
import { vehicleEquipmentItems, type VehicleEquipmentItem } from './vehicle-equipment.js';
import { dateParts } from './date-parts.js';
import { inspectionStateFields } from './inspection-state.js';

/** A vehicle as the API answers it: list rows, the detail, file URLs and expiry colours. */

/** `image_1` .. `image_10`: the image slots of a vehicle. */
export const vehicleImageKeys = [
  'image_1',
  'image_2',
  'image_3',
  'image_4',
  'image_5',
  'image_6',
  'image_7',
  'image_8',
  'image_9',
  'image_10',
] as const;
export type VehicleImageKey = (typeof vehicleImageKeys)[number];
export const vehicleImageCount = vehicleImageKeys.length;
/** Every file a vehicle holds: its ten image slots and its inspection file. */
export const vehicleFileKeys = [...vehicleImageKeys, 'inspection_file'] as const;
export type VehicleFileKey = (typeof vehicleFileKeys)[number];

/** `image_1`..`image_10` to the URL that serves the image, null for an empty slot. */
export const vehicleFiles = z.object(
  Object.fromEntries(vehicleImageKeys.map((key) => [key, z.string().nullable()])) as Record<
    VehicleImageKey,
    z.ZodNullable<z.ZodString>
  >,
);
export type VehicleFiles = z.infer<typeof vehicleFiles>;

export const expiryFlags = ['expired', 'expiring', 'ok'] as const;
export type ExpiryFlag = (typeof expiryFlags)[number];

/** The dates the list colours: red (expired) on or before today, orange (expiring) within a month. */
export const vehicleExpiryFields = [
  'abg_mva_stickers',
  'insurance_expiry',
  'reg_expiry',
  'inspection_date',
  'battery_expiry',
  'tire_expiry',
] as const;
export type VehicleExpiryField = (typeof vehicleExpiryFields)[number];
export const vehicleExpiry = z.object(
  Object.fromEntries(vehicleExpiryFields.map((field) => [field, z.enum(expiryFlags).nullable()])) as Record<
    VehicleExpiryField,
    z.ZodNullable<z.ZodEnum<{ expired: 'expired'; expiring: 'expiring'; ok: 'ok' }>>
  >,
);
export type VehicleExpiry = z.infer<typeof vehicleExpiry>;

/** The same calendar day one month later (the last day of a shorter month when it has none). */
export function addOneMonth(isoDate: string): string {
  const [year, month, day] = dateParts(isoDate);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Red on or before today, orange after today and up to one month later, else ok; null without a date. */
export function expiryFlag(date: string | null, today: string): ExpiryFlag | null {
  if (!date) return null;
  if (date <= today) return 'expired';
  if (date <= addOneMonth(today)) return 'expiring';
  return 'ok';
}

const dateOrNull = z.string().nullable();

/** A vehicle's driver slots as the Vehicle entity lists them (the slot's current driver). */
const slotFields = {
  driver_1_id: z.number().int().nullable(),
  driver_2_id: z.number().int().nullable(),
  driver_3_id: z.number().int().nullable(),
  driver_1_name: z.string().nullable(),
  driver_2_name: z.string().nullable(),
  driver_3_name: z.string().nullable(),
  note_1: z.string().nullable(),
  note_2: z.string().nullable(),
  note_3: z.string().nullable(),
  assigned_from_date_1: dateOrNull,
  assigned_from_date_2: dateOrNull,
  assigned_from_date_3: dateOrNull,
  assigned_to_date_1: dateOrNull,
  assigned_to_date_2: dateOrNull,
  assigned_to_date_3: dateOrNull,
};

const equipmentItemsShape = Object.fromEntries(vehicleEquipmentItems.map((name) => [name, z.boolean()])) as Record<
  VehicleEquipmentItem,
  z.ZodBoolean
>;

/** What the list and the detail share: the columns of the Manage Vehicles table. */
export const vehicleSummaryFields = {
  id: z.number().int(),
  equipment_number: z.string(),
  vehicle_parent_type: z.string(),
  vehicle_type: z.string(),
  license_plate_no: z.string(),
  VIN_no: z.string(),
  ownership_type: z.enum(ownershipTypes),
  abg_mva_stickers: dateOrNull,
  insurance_expiry: dateOrNull,
  reg_expiry: dateOrNull,
  inspection_status: z.enum(inspectionStatuses),
  inspection_date: dateOrNull,
  battery_expiry: dateOrNull,
  tire_expiry: dateOrNull,
  has_radio: z.boolean(),
  mine: z.enum(yesNo),
  enabled: z.boolean(),
  status: z.enum(vehicleStatuses),
  color: z.string(),
  location: z.enum(vehicleLocations),
  location_other: z.string().nullable(),
  /** What to show for the location: the free text when it is other. */
  location_name: z.string(),
  ppe_no: z.string(),
  last_odm_read: z.number().int(),
  /** Computed on the server in the business timezone. */
  expiry: vehicleExpiry,
  /** Derived from its defects: a major defect not yet verified or closed (issue 19). */
  out_of_service: z.boolean(),
  /** When the oldest such defect was reported (business time), or null. */
  out_of_service_since: z.string().nullable(),
  ...inspectionStateFields,
  ...slotFields,
};

/** A row of `GET api/vehicles/{type}`. */
export const vehicleListRow = z.object(vehicleSummaryFields);
export type VehicleListRow = z.infer<typeof vehicleListRow>;

/** `GET api/vehicles/{id}` and every answer that returns the vehicle. */
export const vehicle = z.object({
  ...vehicleSummaryFields,
  abg_mva_sticker_status: z.string().nullable(),
  rental_start_date: dateOrNull,
  rental_return_date: dateOrNull,
  inspector_name: z.string().nullable(),
  /** URL of the inspection file (image or PDF), null when none. */
  inspection_file: z.string().nullable(),
  comments: z.string().nullable(),
  ...equipmentItemsShape,
  equipment_items: z.object(equipmentItemsShape),
  extra_checklist_items: z.boolean(),
  /** image_1 .. image_10: URLs of the images, null for an empty slot. */
  vehicle_files: vehicleFiles,
  /** Issue 37: the day the vehicle left the fleet and why (POST api/vehicles/{id}/dispose); null while in it. */
  disposed_on: dateOrNull,
  disposal_reason: z.string().nullable(),
  /** Issue 37: the gross vehicle weight rating in kg; 4,500 or more is a heavy vehicle. */
  gross_weight_kg: z.number().int().nullable(),
  /** Issue 37: the vehicle's meters; `last_hour_read` is its latest engine hours. */
  has_odometer: z.boolean(),
  has_hour_meter: z.boolean(),
  last_hour_read: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Vehicle = z.infer<typeof vehicle>;
