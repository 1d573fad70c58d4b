import { z } from 'zod';
import { paginationQuery, sortDirection } from './api.js';
import { booleanish, maxId, optionalText, queryMessages, sortInvalidMessage, typeInvalidMessage } from './fields.js';
import { inspectionStateFilter } from './inspection-state.js';
import { vehicle, vehicleFiles } from './vehicles-record.js';
import { ownershipTypes, vehicleMessages } from './vehicles.js';

/** The Manage Vehicles list: its filters, sort, status toggles, colour and files. */

/**
 * The list's `type` (the `{type}` of `GET api/vehicles/{type}`): DESIGN.md section 4's ten values,
 * then two the Home dashboard links to (`expiring`: a sticker, insurance or registration within a
 * month; `unassigned`: enabled, without a current driver), and `disposed` (issue 37: vehicles that
 * left the fleet, in no other list).
 */
export const vehicleListTypes = [
  'all_vehicles',
  'enabled',
  'disabled',
  'hidden',
  'in_use',
  'in_town',
  'out_town',
  'expired',
  'inspection_completed',
  'inspection_pending',
  'expiring',
  'unassigned',
  'disposed',
] as const;
export type VehicleListType = (typeof vehicleListTypes)[number];

export const vehicleOwnershipFilters = ['all', ...ownershipTypes] as const;
export type VehicleOwnershipFilter = (typeof vehicleOwnershipFilters)[number];

/** The columns the list sorts by (the menu link sorts by id, newest first). */
export const vehicleSortColumns = [
  'id',
  'equipment_number',
  'vehicle_parent_type',
  'vehicle_type',
  'license_plate_no',
  'VIN_no',
  'ownership_type',
  'abg_mva_stickers',
  'insurance_expiry',
  'reg_expiry',
  'inspection_date',
  'inspection_status',
  'battery_expiry',
  'tire_expiry',
  'status',
  'enabled',
  'color',
  'has_radio',
  'mine',
  'location',
  'ppe_no',
  'last_odm_read',
] as const;
export type VehicleSortColumn = (typeof vehicleSortColumns)[number];

export const vehicleDefaultPageSize = 50;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const vehicleTypeParams = z.object({
  type: z.enum(vehicleListTypes, { error: typeInvalidMessage(vehicleListTypes) }),
});

/** The filters shared by the list and the CSV export (the list type is in the path for the list). */
export const vehicleFilterQuery = z.object({
  ownership_type: z
    .preprocess(
      blankToUndefined,
      z.enum(vehicleOwnershipFilters, { error: queryMessages.ownershipFilterInvalid }).optional(),
    )
    .transform((value) => value ?? 'all'),
  search: optionalText(100),
  sort: z
    .preprocess(
      blankToUndefined,
      z.enum(vehicleSortColumns, { error: sortInvalidMessage(vehicleSortColumns) }).optional(),
    )
    .transform((value) => value ?? 'id'),
  sortDir: z.preprocess(blankToUndefined, sortDirection.optional()).transform((value) => value ?? 'desc'),
  /** Only the vehicles out of service (an unfinished major defect), on top of the list type. */
  out_of_service: z.preprocess(blankToUndefined, booleanish.optional()),
  /** Only the vehicles in use (enabled, a driver now) without a valid inspection now: Home's count (issue 36). */
  checklist_missing: z.preprocess(blankToUndefined, booleanish.optional()),
  /** Only the vehicles in this inspection state (issue 36). */
  inspection_state: inspectionStateFilter,
  /** Sent by the menu link; the server always reads fresh data. */
  reload: z.unknown().optional(),
});
export type VehicleFilter = z.output<typeof vehicleFilterQuery> & { type: VehicleListType };

export const vehicleListQuery = paginationQuery.extend(vehicleFilterQuery.shape);

/** `GET api/vehicles/{hex}/export`: the list's filters, with the list type as `type` (default all_vehicles). */
export const vehicleExportQuery = vehicleFilterQuery.extend({
  type: z
    .preprocess(blankToUndefined, z.enum(vehicleListTypes, { error: typeInvalidMessage(vehicleListTypes) }).optional())
    .transform((value) => value ?? 'all_vehicles'),
});

export const vehicleStatusNames = ['status', 'enabled'] as const;
export type VehicleStatusName = (typeof vehicleStatusNames)[number];

/** `PUT api/vehicles/status/{id}`: `status` toggles active/hidden, `enabled` toggles enabled/disabled. */
export const vehicleStatusRequest = z.object({
  name: z.preprocess(blankToUndefined, z.enum(vehicleStatusNames, { error: vehicleMessages.statusNameInvalid })),
});
export type VehicleStatusRequest = z.input<typeof vehicleStatusRequest>;

/** An id chosen from a list; form data sends it as text. */
export function chosenVehicleId(requiredMessage: string, invalidMessage = requiredMessage) {
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' && /^\d+$/.test(given.trim()) ? Number(given) : given;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int({ error: invalidMessage })
      .positive({ error: invalidMessage })
      .max(maxId, { error: invalidMessage }),
  );
}

/** `POST api/vehicles/color`. */
export const vehicleColorRequest = z.object({
  color: z.preprocess(
    blankToUndefined,
    z
      .string({ error: vehicleMessages.colorRequired })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: vehicleMessages.colorInvalid })
      .transform((color) => color.toLowerCase()),
  ),
  vehicle_id: chosenVehicleId(vehicleMessages.vehicleRequired),
});
export type VehicleColorRequest = z.input<typeof vehicleColorRequest>;

/** The answer to `PUT api/vehicles/status/{id}` and `POST api/vehicles/color`: the vehicle's new state. */
export const vehicleStateResponse = z.object({ data: vehicle, message: z.string() });

/** Upload limits and messages (spec section 5 and DESIGN.md section 5). */
export const vehicleFileLimits = {
  /** Bytes per file. */
  maxFileSize: 5 * 1024 * 1024,
  imageTypes: ['png', 'jpeg', 'svg'],
  inspectionFileTypes: ['png', 'jpeg', 'svg', 'pdf'],
  /** What the file inputs accept. */
  imageAccept: 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg',
  inspectionAccept: 'image/png,image/jpeg,image/svg+xml,application/pdf,.png,.jpg,.jpeg,.svg,.pdf',
} as const;

export const vehicleFileMessages = {
  uploadUpTo: 'You can upload upto {n} images',
  slotFull: 'Slot is full! Remove any image to replace.',
  fileRequired: 'Choose a file to upload.',
  fieldInvalid: 'Send the file under image_1 to image_10 or inspection_file.',
  oneInspectionFile: 'Send one inspection file at a time.',
  imageType: 'The image must be a PNG, JPEG or SVG file.',
  inspectionFileType: 'The inspection file must be a PNG, JPEG or SVG image or a PDF.',
  tooLarge: 'Each file must be at most 5 MB.',
  keyInvalid: 'The file key must be image_1 to image_10 or inspection_file.',
  notFound: 'File not found.',
  uploaded: 'File uploaded successfully!',
  removed: 'File removed successfully!',
  inProgress: 'Vehicle data has been saved! File uploading in progress..',
  allUploaded: 'All files uploaded successfully!',
  allFailed: 'Upload failed for all files.',
  someFailed: 'Some files uploaded successfully, but others failed.',
} as const;

/** 'You can upload upto {n} images' with the number of free slots. */
export function uploadUpToMessage(remaining: number): string {
  return vehicleFileMessages.uploadUpTo.replace('{n}', String(remaining));
}

/** The vehicle's files after an upload or a removal, so the form can re-map its previews. */
export const vehicleFilesResult = z.object({
  vehicle_id: z.number().int(),
  /** The keys the request stored (an upload into a taken slot goes to the first free one). */
  stored: z.array(z.string()),
  vehicle_files: vehicleFiles,
  inspection_file: z.string().nullable(),
  /** How many image slots are still free. */
  remaining: z.number().int(),
});
export type VehicleFilesResult = z.infer<typeof vehicleFilesResult>;
