import { z } from 'zod';
import { yesNo } from './drivers.js';
import { calendarDate } from './fields.js';
import { isCalendarDate } from './date-parts.js';
import { vehicleEquipmentItems, type VehicleEquipmentItem } from './vehicle-equipment.js';
import { vehicleParentTypes } from './vehicle-lookups.js';
import { addDays } from './weeks.js';
import { vehicleMeterFields } from './meters.js';

/** Every text the vehicle form and the vehicles API show, so the form and the server agree. */
export const vehicleMessages = {
  requiredFields: 'Please fill all required fields',
  equipmentNumberRequired: 'Equipment number is required',
  equipmentNumberTooLong: 'Equipment number must be at most 50 characters.',
  equipmentNumberTaken: 'The equipment number has already been taken.',
  ownershipTypeRequired: 'Ownership type is required',
  ownershipTypeInvalid: 'Ownership type must be own, lease or rent.',
  vehicleParentTypeRequired: 'Vehicle type is required',
  vehicleParentTypeInvalid: 'Choose one of the listed vehicle types.',
  vehicleTypeRequired: 'Vehicle is required',
  vehicleTypeTooLong: 'Vehicle must be at most 100 characters.',
  licensePlateRequired: 'License plate number is required',
  licensePlateTooLong: 'License plate number must be at most 30 characters.',
  vinRequired: 'VIN number is required',
  vinTooLong: 'VIN number must be at most 50 characters.',
  lastOdmReadRequired: 'Odometer is required',
  lastOdmReadInvalid: 'Odometer must be a whole number between 0 and 10,000,000.',
  grossWeightInvalid: 'The gross weight rating must be a whole number of kg from 1 to 200,000.',
  mineRequired: 'Mine is required',
  mineInvalid: 'Mine must be yes or no.',
  ppeNoRequired: 'PPE number is required',
  ppeNoTooLong: 'PPE number must be at most 50 characters.',
  inspectionStatusRequired: 'Inspection status is required',
  inspectionStatusInvalid: 'Inspection status must be pending or completed.',
  inspectionDateRequired: 'Inspection date is required',
  inspectionDateAfterToday: 'Inspection date cannot be later than today.',
  inspectorNameRequired: 'Inspector name is required',
  inspectorNameTooLong: 'Inspector name must be at most 100 characters.',
  locationRequired: 'Location is required',
  locationInvalid: 'Location must be ZV, CR or other.',
  locationOtherRequired: 'Provide Location is required',
  locationOtherTooLong: 'Location must be at most 100 characters.',
  batteryExpiryRequired: 'Battery expiry is required',
  tireExpiryRequired: 'Tire expiry is required',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  textTooLong: 'This field must be at most 100 characters.',
  commentsTooLong: 'Comments must be at most 2000 characters.',
  equipmentItemInvalid: 'Equipment items must be true or false.',
  notFound: 'Vehicle not found.',
  saved: 'Vehicle saved successfully!',
  deleted: 'Vehicle has been deleted successfully.',
  confirmDelete: 'Are you sure, You want to delete this Vehicle',
  hidden: 'Vehicle has been hidden.',
  activated: 'Vehicle has been activated.',
  enabled: 'Vehicle has been enabled.',
  disabled: 'Vehicle has been disabled.',
  statusNameInvalid: 'Name must be status or enabled.',
  colorRequired: 'Colour is required',
  colorInvalid: 'Enter a colour as #rrggbb.',
  vehicleRequired: 'Vehicle is required',
  colorAssigned: 'Colour has been assigned successfully.',
  somethingWrong: 'Something got wrong!',
} as const;

/** Field messages that mean "left empty": any of them makes the answer 'Please fill all required fields'. */
export const vehicleRequiredMessages: ReadonlySet<string> = new Set(
  Object.entries(vehicleMessages)
    .filter(([key]) => key.endsWith('Required'))
    .map(([, message]) => message),
);

export const ownershipTypes = ['own', 'lease', 'rent'] as const;
export type OwnershipType = (typeof ownershipTypes)[number];
export const vehicleLocations = ['ZV', 'CR', 'other'] as const;
export type VehicleLocation = (typeof vehicleLocations)[number];
export const inspectionStatuses = ['pending', 'completed'] as const;
export type InspectionStatus = (typeof inspectionStatuses)[number];
export const vehicleStatuses = ['active', 'hidden'] as const;
export type VehicleStatus = (typeof vehicleStatuses)[number];

/** Choosing a rental start date sets the return date this many days later (spec section 9). */
export const rentalDays = 28;

export function rentalReturnDate(rentalStartDate: string | null | undefined): string | null {
  return rentalStartDate ? addDays(rentalStartDate, rentalDays) : null;
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Required text: one message when empty, another when too long. */
function requiredField(requiredMessage: string, max: number, tooLongMessage: string) {
  return z.preprocess(
    blankToUndefined,
    z.string({ error: requiredMessage }).trim().max(max, { error: tooLongMessage }),
  );
}

/** Optional text: blank and null are stored as null. */
function optionalField(max: number, tooLongMessage: string) {
  return z
    .preprocess(blankToUndefined, z.string().trim().max(max, { error: tooLongMessage }).optional())
    .transform((value) => value ?? null);
}

/** An optional date: blank and null mean "none" (null), anything else must be YYYY-MM-DD. */
const optionalDate = z
  .preprocess(blankToUndefined, calendarDate(vehicleMessages.dateInvalid).optional())
  .transform((value) => value ?? null)
  // What the document says of it (the zod check above is not expressible as JSON schema).
  .meta({ nullable: true, pattern: '^(\\d{4}-\\d{2}-\\d{2})?$', description: 'YYYY-MM-DD; empty or null for none' });

function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  requiredMessage: string,
  invalidMessage: string,
) {
  return z.preprocess(
    blankToUndefined,
    z.enum(values, { error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) }),
  );
}

/** 'yes' / 'no'; checkboxes' true/false and 1/0 are read the same way. */
const mineField = z.preprocess(
  (value) => {
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (value === 1 || value === 0) return value === 1 ? 'yes' : 'no';
    if (typeof value !== 'string') return value ?? undefined;
    const lower = value.trim().toLowerCase();
    if (lower === '') return undefined;
    return lower === '1' || lower === 'true' ? 'yes' : lower === '0' || lower === 'false' ? 'no' : lower;
  },
  z.enum(yesNo, {
    error: (issue) => (issue.input === undefined ? vehicleMessages.mineRequired : vehicleMessages.mineInvalid),
  }),
);

const truthy = new Set(['1', 'true', 'yes', 'on']);
const falsy = new Set(['0', 'false', 'no', 'off', '']);

/** An equipment item: checkbox values true/false, 1/0, yes/no, on/off; missing means false. */
const equipmentFlag = z.preprocess(
  (value) => {
    if (value === null || value === undefined) return false;
    if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : value;
    if (typeof value !== 'string') return value;
    const lower = value.trim().toLowerCase();
    return truthy.has(lower) ? true : falsy.has(lower) ? false : value;
  },
  z.boolean({ error: vehicleMessages.equipmentItemInvalid }),
);

const equipmentFields = Object.fromEntries(vehicleEquipmentItems.map((name) => [name, equipmentFlag])) as Record<
  VehicleEquipmentItem,
  typeof equipmentFlag
>;

const lastOdmRead = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' ? Number(given.replace(/,/g, '')) : given;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? vehicleMessages.lastOdmReadRequired : vehicleMessages.lastOdmReadInvalid,
    })
    .int({ error: vehicleMessages.lastOdmReadInvalid })
    .min(0, { error: vehicleMessages.lastOdmReadInvalid })
    .max(10_000_000, { error: vehicleMessages.lastOdmReadInvalid }),
);

/**
 * Issue 37: the gross vehicle weight rating in kg (4,500 or more: a heavy vehicle). Blank or null
 * clears it; left out (an import, an older client) keeps the stored one.
 */
const grossWeightKg = z.preprocess(
  (value) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    return typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value;
  },
  z
    .number({ error: vehicleMessages.grossWeightInvalid })
    .int({ error: vehicleMessages.grossWeightInvalid })
    .min(1, { error: vehicleMessages.grossWeightInvalid })
    .max(200_000, { error: vehicleMessages.grossWeightInvalid })
    .nullable()
    .optional(),
);

/** The fields of the add and edit vehicle forms (`POST api/vehicles`, `PUT api/vehicles/{id}`). */
export const vehicleFormFields = {
  equipment_number: requiredField(vehicleMessages.equipmentNumberRequired, 50, vehicleMessages.equipmentNumberTooLong),
  ownership_type: choice(ownershipTypes, vehicleMessages.ownershipTypeRequired, vehicleMessages.ownershipTypeInvalid),
  vehicle_type: requiredField(vehicleMessages.vehicleTypeRequired, 100, vehicleMessages.vehicleTypeTooLong),
  VIN_no: requiredField(vehicleMessages.vinRequired, 50, vehicleMessages.vinTooLong),
  vehicle_parent_type: choice(
    vehicleParentTypes,
    vehicleMessages.vehicleParentTypeRequired,
    vehicleMessages.vehicleParentTypeInvalid,
  ),
  license_plate_no: requiredField(vehicleMessages.licensePlateRequired, 30, vehicleMessages.licensePlateTooLong),
  /** Required unless the vehicle is rented; cleared on save when it is. */
  battery_expiry: optionalDate,
  tire_expiry: optionalDate,
  last_odm_read: lastOdmRead,
  gross_weight_kg: grossWeightKg,
  ...vehicleMeterFields,
  abg_mva_stickers: optionalDate,
  abg_mva_sticker_status: optionalField(100, vehicleMessages.textTooLong),
  insurance_expiry: optionalDate,
  reg_expiry: optionalDate,
  /** The server sets rental_return_date to this plus 28 days; a rental_return_date sent along is ignored. */
  rental_start_date: optionalDate,
  mine: mineField,
  ppe_no: requiredField(vehicleMessages.ppeNoRequired, 50, vehicleMessages.ppeNoTooLong),
  location: choice(vehicleLocations, vehicleMessages.locationRequired, vehicleMessages.locationInvalid),
  /** Required when location is other ('Provide Location'); cleared otherwise. */
  location_other: optionalField(100, vehicleMessages.locationOtherTooLong),
  inspection_status: choice(
    inspectionStatuses,
    vehicleMessages.inspectionStatusRequired,
    vehicleMessages.inspectionStatusInvalid,
  ),
  /** Required when the inspection is completed, and not after today in the business timezone. */
  inspection_date: optionalDate,
  inspector_name: optionalField(100, vehicleMessages.inspectorNameTooLong),
  comments: optionalField(2000, vehicleMessages.commentsTooLong),
  ...equipmentFields,
  /** DESIGN.md: whether the Pre-OP Checklist adds one toggle per equipment item this vehicle has. */
  extra_checklist_items: equipmentFlag,
};

type ConditionalFields = {
  ownership_type?: unknown;
  battery_expiry?: unknown;
  tire_expiry?: unknown;
  location?: unknown;
  location_other?: unknown;
  inspection_status?: unknown;
  inspection_date?: unknown;
  inspector_name?: unknown;
};

const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The conditional rules of spec 02 section 5. They run even when other fields failed, so one
 * submit marks every empty field at once. `today` (business timezone) bounds the inspection date
 * when given; the server always passes it.
 */
export function vehicleConditionalIssues(form: ConditionalFields, today?: string): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (typeof form.ownership_type === 'string' && form.ownership_type !== 'rent') {
    if (isMissing(form.battery_expiry)) {
      issues.push({ path: 'battery_expiry', message: vehicleMessages.batteryExpiryRequired });
    }
    if (isMissing(form.tire_expiry)) issues.push({ path: 'tire_expiry', message: vehicleMessages.tireExpiryRequired });
  }
  if (form.location === 'other' && isMissing(form.location_other)) {
    issues.push({ path: 'location_other', message: vehicleMessages.locationOtherRequired });
  }
  if (form.inspection_status === 'completed') {
    if (isMissing(form.inspection_date)) {
      issues.push({ path: 'inspection_date', message: vehicleMessages.inspectionDateRequired });
    } else if (
      today &&
      typeof form.inspection_date === 'string' &&
      isCalendarDate(form.inspection_date) &&
      form.inspection_date > today
    ) {
      issues.push({ path: 'inspection_date', message: vehicleMessages.inspectionDateAfterToday });
    }
    if (isMissing(form.inspector_name)) {
      issues.push({ path: 'inspector_name', message: vehicleMessages.inspectorNameRequired });
    }
  }
  return issues;
}

const documentDate = { type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const documentText = { type: 'string', minLength: 1, pattern: '\\S' };

/** One rule of `vehicleConditionalIssues` for the document: which `field` values make which fields required. */
function documentChoice(field: string, when: readonly string[], otherwise: readonly string[], required: object) {
  return {
    oneOf: [
      {
        properties: { [field]: { type: 'string', enum: when }, ...required },
        required: [field, ...Object.keys(required)],
      },
      { properties: { [field]: { type: 'string', enum: otherwise } }, required: [field] },
    ],
  };
}

const notCompleted = inspectionStatuses.filter((status) => status !== 'completed');

/**
 * The conditional rules above as the OpenAPI document states them, so a body the document calls
 * valid is one the server accepts. OpenAPI 3.0 has no if/then: each rule is a `oneOf` of two
 * branches told apart by the deciding field's values (a discriminator would need named schemas).
 * The inspection date's "not after today" and the dates' calendar bounds stay in the description.
 */
export const vehicleConditionalDocument = {
  description:
    'Battery and tire expiry are required unless `ownership_type` is `rent` (a rented vehicle keeps neither); ' +
    '`location_other` is required when `location` is `other`; `inspection_date` (not after today in the ' +
    "site's time zone) and `inspector_name` are required when `inspection_status` is `completed`.",
  allOf: [
    documentChoice(
      'ownership_type',
      ownershipTypes.filter((type) => type !== 'rent'),
      ['rent'],
      { battery_expiry: documentDate, tire_expiry: documentDate },
    ),
    documentChoice(
      'location',
      ['other'],
      vehicleLocations.filter((location) => location !== 'other'),
      { location_other: documentText },
    ),
    documentChoice('inspection_status', ['completed'], notCompleted, {
      inspection_date: documentDate,
      inspector_name: documentText,
    }),
  ],
};

/**
 * The fields a body must hold, for the document: those that refuse being left out. The generated
 * list also names the equipment items, whose check turns a missing one into false.
 */
const documentRequired = Object.entries(vehicleFormFields)
  .filter(([, field]) => !field.safeParse(undefined).success)
  .map(([name]) => name);

/** The add/edit vehicle form; `today` (YYYY-MM-DD) bounds the inspection date. */
export function vehicleFormSchema(today?: string) {
  return z
    .object(vehicleFormFields)
    .superRefine(
      (form, context) => {
        for (const issue of vehicleConditionalIssues(form, today)) {
          context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
        }
      },
      // Runs even when a field failed, so one submit shows every missing field.
      { when: () => true },
    )
    .meta({ ...vehicleConditionalDocument, required: documentRequired });
}

export const vehicleForm = vehicleFormSchema();
export type VehicleFormInput = z.input<typeof vehicleForm>;
export type VehicleFormValues = z.output<typeof vehicleForm>;
