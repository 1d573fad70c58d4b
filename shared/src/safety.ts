import { z } from 'zod';
import { paginationQuery, sortDirection } from './api.js';
import {
  calendarDate,
  dateMessages,
  isWithinDateBounds,
  optionalText,
  requiredText,
  sortInvalidMessage,
} from './fields.js';
import { dateParts, isCalendarDate } from './date-parts.js';
import { expiryFilterQuery } from './expiry-filter.js';

/** Every text the Fire Extinguisher and First Aid Kit screens and APIs show. */
export const safetyMessages = {
  vehicleRequired: 'Equipment Number is required',
  vehicleInvalid: 'Choose one of the listed vehicles.',
  manufactureYearRequired: 'Manufacture year is required',
  manufactureYearRange: 'Manufacture year must be between 1900 and 2099',
  inspectionMonthRequired: 'Inspection month is required',
  inspectionMonthInvalid: 'Enter the inspection month as YYYY-MM.',
  inspectionExpiryRequired: 'Inspection expiry date is required',
  inspectionExpiryInvalid: 'Enter a valid expiry date (YYYY-MM-DD).',
  inspectionExpiryBeforeMonth: 'The expiry date cannot be before the inspection month.',
  inspectionNotFound: 'Inspection not found.',
  inspectionCreated: 'Inspection details have been saved successfully.',
  inspectionUpdated: 'Inspection details have been updated successfully.',
  inspectionDeleted: 'Inspection details have been deleted successfully.',
  kitExpiryRequired: 'Expiry date is required',
  kitExpiryInvalid: 'Enter the expiry month as YYYY-MM.',
  kitTypeRequired: 'Type is required',
  kitTypeInvalid: 'Type must be Type 1 or Type 2.',
  kitNotFound: 'First aid kit not found.',
  kitCreated: 'First aid kit has been added successfully.',
  kitUpdated: 'First aid kit has been updated successfully.',
  kitDeleted: 'First aid kit has been deleted successfully.',
} as const;

export const manufactureYearMin = 1900;
export const manufactureYearMax = 2099;

export const firstAidKitTypes = ['type_1', 'type_2'] as const;
export type FirstAidKitType = (typeof firstAidKitTypes)[number];

export const safetyExpiryStatuses = ['expired', 'expiring', 'ok'] as const;
export type SafetyExpiryStatus = (typeof safetyExpiryStatuses)[number];

/** Adds months to a YYYY-MM-DD date, keeping the day when it exists (Jan 31 + 1 month = Feb 28/29). */
export function addCalendarMonths(isoDate: string, months: number): string {
  const [year, month, day] = dateParts(isoDate);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Expired on or before today; expiring when not later than a month from today; ok after. */
export function inspectionExpiryStatus(expiryDate: string, today: string): SafetyExpiryStatus {
  if (expiryDate <= today) return 'expired';
  if (expiryDate <= addCalendarMonths(today, 1)) return 'expiring';
  return 'ok';
}

/** A kit expires with its month: expired in this month or earlier, expiring next month. */
export function kitExpiryStatus(expiryMonth: string, today: string): SafetyExpiryStatus {
  const thisMonth = today.slice(0, 7);
  if (expiryMonth <= thisMonth) return 'expired';
  if (expiryMonth <= addCalendarMonths(`${thisMonth}-01`, 1).slice(0, 7)) return 'expiring';
  return 'ok';
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const maxDatabaseId = 2_147_483_647;

const vehicleId = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' ? Number(given) : given;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? safetyMessages.vehicleRequired : safetyMessages.vehicleInvalid),
    })
    .int({ error: safetyMessages.vehicleInvalid })
    .positive({ error: safetyMessages.vehicleInvalid })
    .max(maxDatabaseId, { error: safetyMessages.vehicleInvalid }),
);

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])(-\d{2})?$/;

/** 'YYYY-MM', or a month picker's 'YYYY-MM-DD' (the day is dropped). */
function monthField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).pipe(
    z
      .string()
      .refine((text) => monthPattern.test(text) && (text.length === 7 || isCalendarDate(text)), {
        error: invalidMessage,
        abort: true,
      })
      .refine((text) => isWithinDateBounds(`${text.slice(0, 7)}-01`), { error: dateMessages.outOfBounds })
      .transform((text) => text.slice(0, 7)),
  );
}

/** The vehicle's own types: shown on the forms, sent by older clients, never trusted by the server. */
const ignoredVehicleFields = {
  vehicle_parent_type: z.unknown().optional(),
  vehicle_type: z.unknown().optional(),
};

/** `POST api/inspections`, `PUT api/inspections/{id}` and the add/edit modal. */
export const fireInspectionForm = z
  .object({
    vehicle_id: vehicleId,
    manufacture_year: z.preprocess(
      (value) => {
        const given = blankToUndefined(value);
        return typeof given === 'string' ? Number(given.trim()) : given;
      },
      z
        .number({
          error: (issue) =>
            issue.input === undefined ? safetyMessages.manufactureYearRequired : safetyMessages.manufactureYearRange,
        })
        .int({ error: safetyMessages.manufactureYearRange })
        .min(manufactureYearMin, { error: safetyMessages.manufactureYearRange })
        .max(manufactureYearMax, { error: safetyMessages.manufactureYearRange }),
    ),
    inspection_month: monthField(safetyMessages.inspectionMonthRequired, safetyMessages.inspectionMonthInvalid),
    inspection_expiry_date: requiredText(safetyMessages.inspectionExpiryRequired).pipe(
      calendarDate(safetyMessages.inspectionExpiryInvalid),
    ),
    ...ignoredVehicleFields,
  })
  .refine((form) => form.inspection_expiry_date.slice(0, 7) >= form.inspection_month, {
    error: safetyMessages.inspectionExpiryBeforeMonth,
    path: ['inspection_expiry_date'],
  })
  .transform(({ vehicle_parent_type: _parent, vehicle_type: _type, ...fields }) => fields);
export type FireInspectionFormValues = z.input<typeof fireInspectionForm>;
export type FireInspectionInput = z.output<typeof fireInspectionForm>;

export const fireInspectionSortColumns = [
  'equipment_number',
  'vehicle_parent_type',
  'vehicle_type',
  'manufacture_year',
  'inspection_month',
  'inspection_expiry_date',
] as const;
export type FireInspectionSortColumn = (typeof fireInspectionSortColumns)[number];

/**
 * The search and sort shared by the list and the CSV export; soonest expiry first by default. The
 * search is looked for in the equipment number, the vehicle's types and its location.
 */
export const fireInspectionSortQuery = z.object({
  search: optionalText(100),
  /** Home's extinguisher counts: expired on or before today, or expiring within a month. */
  expiry: expiryFilterQuery,
  sort: z.enum(fireInspectionSortColumns, { error: sortInvalidMessage(fireInspectionSortColumns) }).optional(),
  sortDir: sortDirection.optional(),
});
export type FireInspectionSort = z.output<typeof fireInspectionSortQuery>;

export const fireInspectionListQuery = paginationQuery.extend(fireInspectionSortQuery.shape);
export const fireInspectionPageSize = 50;

export const fireInspection = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  vehicle_parent_type: z.string(),
  vehicle_type: z.string(),
  manufacture_year: z.number().int(),
  /** 'YYYY-MM'. */
  inspection_month: z.string(),
  inspection_expiry_date: z.string(),
  /** Computed on the server in the business timezone. */
  expiry_status: z.enum(safetyExpiryStatuses),
});
export type FireInspection = z.infer<typeof fireInspection>;

/** `POST api/first_aid_kits`, `PUT api/first_aid_kits/{id}` and the kit modal. */
export const firstAidKitForm = z
  .object({
    vehicle_id: vehicleId,
    expiry_date: monthField(safetyMessages.kitExpiryRequired, safetyMessages.kitExpiryInvalid),
    type: z.preprocess(
      blankToUndefined,
      z.enum(firstAidKitTypes, {
        error: (issue) => (issue.input === undefined ? safetyMessages.kitTypeRequired : safetyMessages.kitTypeInvalid),
      }),
    ),
    ...ignoredVehicleFields,
  })
  .transform(({ vehicle_parent_type: _parent, vehicle_type: _type, ...fields }) => fields);
export type FirstAidKitFormValues = z.input<typeof firstAidKitForm>;
export type FirstAidKitInput = z.output<typeof firstAidKitForm>;

export const firstAidKit = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  vehicle_parent_type: z.string(),
  vehicle_type: z.string(),
  /** 'YYYY-MM': the kit is good until the end of that month. */
  expiry_date: z.string(),
  type: z.enum(firstAidKitTypes),
  /** Computed on the server in the business timezone. */
  expiry_status: z.enum(safetyExpiryStatuses),
});
export type FirstAidKit = z.infer<typeof firstAidKit>;

export const firstAidKitSortColumns = [
  'equipment_number',
  'vehicle_parent_type',
  'vehicle_type',
  'expiry_date',
  'type',
] as const;
export type FirstAidKitSortColumn = (typeof firstAidKitSortColumns)[number];

/**
 * `GET api/first_aid_kits/{6 hex}/export`: the kits the screen shows for its search and sort
 * (without a sort, soonest expiry first, as the list comes).
 */
export const firstAidKitExportQuery = z.object({
  search: optionalText(100),
  /** Home's kit counts: expired (this month or earlier) or expiring (next month), as the list filters them. */
  expiry: expiryFilterQuery,
  sort: z.enum(firstAidKitSortColumns, { error: sortInvalidMessage(firstAidKitSortColumns) }).optional(),
  sortDir: sortDirection.optional(),
});
export type FirstAidKitExportFilter = z.output<typeof firstAidKitExportQuery>;
