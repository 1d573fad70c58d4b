import { z } from 'zod';
import { paginationQuery, sortDirection } from './api.js';
import { expiryStatuses, yesNo } from './drivers.js';
import { expiryFilterQuery } from './expiry-filter.js';
import { oneOrZeroMessage, optionalText, sortInvalidMessage } from './fields.js';

/** The Drivers list: its filters, its rows, and the pick lists other screens use. */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** `enabled=1|0` and `archived=1|0` as the status filter sends them. */
function flagFilter(name: string) {
  return z
    .preprocess(blankToUndefined, z.enum(['1', '0', 'true', 'false'], { error: oneOrZeroMessage(name) }).optional())
    .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));
}

export const driverSortColumns = [
  'name',
  'location',
  'pit_permit',
  'supervisor',
  'phone_number',
  'license_no',
  'expiry_date',
] as const;
export type DriverSortColumn = (typeof driverSortColumns)[number];

/** The filters shared by the list and the CSV export. */
export const driverFilterQuery = z.object({
  enabled: flagFilter('Enabled').optional(),
  archived: flagFilter('Archived').optional(),
  /** Home's licence counts: expired on or before today, or expiring within the warning days. */
  licence: expiryFilterQuery,
  search: optionalText(100),
  sort: z.enum(driverSortColumns, { error: sortInvalidMessage(driverSortColumns) }).optional(),
  sortDir: sortDirection.optional(),
});
export type DriverFilter = z.output<typeof driverFilterQuery>;

export const driverListQuery = paginationQuery.extend(driverFilterQuery.shape);
export const driverDefaultPageSize = 50;

/** The status dropdown's choices and the query each one sends. */
export const driverStatusFilters = {
  all: {},
  enabled: { enabled: '1' },
  disabled: { enabled: '0' },
  archived: { archived: '1' },
  unarchived: { archived: '0' },
} as const;
export type DriverStatusFilter = keyof typeof driverStatusFilters;

export const driverStatusModes = ['enabled', 'archived'] as const;
export type DriverStatusMode = (typeof driverStatusModes)[number];

export const driver = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  drive_in_pit: z.boolean(),
  location_id: z.number().int(),
  location_name: z.string(),
  rotation: z.string().nullable(),
  pit_permit: z.enum(yesNo),
  supervisor: z.string(),
  phone_number: z.string(),
  license_no: z.string(),
  expiry_date: z.string(),
  /** Computed on the server in the business timezone. */
  expiry_status: z.enum(expiryStatuses),
  driver_email: z.string(),
  enabled: z.boolean(),
  archived: z.boolean(),
  /** The vehicle the driver currently drives (the earliest current assignment), if any. */
  assigned_vehicle_id: z.number().int().nullable(),
  color: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Driver = z.infer<typeof driver>;

/** `GET api/drivers/data`: enabled, unarchived drivers to choose from. */
export const driverOption = z.object({ id: z.number().int(), name: z.string(), license_no: z.string() });
export type DriverOption = z.infer<typeof driverOption>;

/** `GET api/drivers/data/with-status`: every unarchived driver; disabled ones are shown but not chosen. */
export const driverOptionWithStatus = driverOption.extend({ enabled: z.boolean() });
export type DriverOptionWithStatus = z.infer<typeof driverOptionWithStatus>;

/**
 * The same call's rows carry the licence too, so the assign driver modal shows who cannot be
 * given a vehicle (an expired licence) or soon cannot: `expiry_status` is worked out on the server,
 * in the business timezone.
 */
export const driverOptionWithLicence = driverOptionWithStatus.extend({
  expiry_date: z.string(),
  expiry_status: z.enum(expiryStatuses),
});
export type DriverOptionWithLicence = z.infer<typeof driverOptionWithLicence>;

export const driverSlots = ['d1', 'd2', 'd3'] as const;

/** A current or upcoming assignment of a driver to a vehicle. */
export const assignedVehicle = z.object({
  assignment_id: z.number().int(),
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  vehicle_type: z.string(),
  vehicle_parent_type: z.string(),
  VIN_no: z.string(),
  license_plate_no: z.string(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  driver_number: z.enum(driverSlots),
  assigned_from_date: z.string(),
  /** null for a permanent assignment. */
  assigned_to_date: z.string().nullable(),
  note: z.string().nullable(),
  note_for: z.string().nullable(),
  /** Starts later: the archive dialog marks it '(Future)'. */
  is_future: z.boolean(),
});
export type AssignedVehicle = z.infer<typeof assignedVehicle>;

export const notificationStatuses = ['queued', 'sent', 'failed'] as const;

export const driverNotification = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  phone_number: z.string(),
  comments: z.string(),
  status: z.enum(notificationStatuses),
  sent_by: z.string().nullable(),
  created_at: z.string(),
});
export type DriverNotification = z.infer<typeof driverNotification>;
