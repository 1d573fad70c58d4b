import { z } from 'zod';
import { calendarDate, requiredText } from './fields.js';
import { isCalendarDate } from './date-parts.js';
import { vehicleParentTypes } from './vehicle-lookups.js';

/**
 * How long records are kept before anyone may delete them (issue 37, docs/records.md), from the
 * SAAQ's heavy-vehicle record: circle checks 6 months, proof of repair of their defects 12
 * months, mandatory maintenance 2 years, and a disposed vehicle's records 12 months after it
 * leaves the fleet. Admins may lengthen a period on Settings, never shorten it below these.
 */
export const retentionKinds = ['checklists', 'repairs', 'maintenance', 'disposed'] as const;
export type RetentionKind = (typeof retentionKinds)[number];

export const legalRetentionMonths: Record<RetentionKind, number> = {
  checklists: 6,
  repairs: 12,
  maintenance: 24,
  disposed: 12,
};
/** The longest period Settings takes: ten years. */
export const maxRetentionMonths = 120;

/** The name of each kind in the refusals ("maintenance records: 2 years"). */
export const retentionKindLabels: Record<RetentionKind, string> = {
  checklists: 'circle checks',
  repairs: 'defect repair records',
  maintenance: 'maintenance records',
  disposed: 'disposed vehicles',
};

/** What a refusal names ("This work order is kept until ..."). */
export const retainedThings = ['work order', 'fill-up', 'checklist'] as const;
export type RetainedThing = (typeof retainedThings)[number];

/** 24 months read "2 years"; 6, 12 and 18 stay months, as the SAAQ writes them. */
export function retentionPeriodText(months: number): string {
  return months >= 24 && months % 12 === 0 ? `${months / 12} years` : `${months} months`;
}

/** The 409 of a record deletion refused: the first day it may go, and which rule keeps it. */
export function recordKeptMessage(thing: RetainedThing, until: string, kind: RetentionKind, months: number): string {
  return `This ${thing} is kept until ${until} (${retentionKindLabels[kind]}: ${retentionPeriodText(months)}).`;
}

/** The 409 of a vehicle deletion while its records are kept: it is disposed of instead. */
export function vehicleKeptMessage(until: string, kind: RetentionKind, months: number): string {
  return (
    `This vehicle's records are kept until ${until} (${retentionKindLabels[kind]}: ` +
    `${retentionPeriodText(months)}): dispose of the vehicle instead.`
  );
}

/** The 409 of deleting a disposed vehicle before its records' time is up. */
export function disposedVehicleKeptMessage(disposedOn: string, until: string, months: number): string {
  return `This vehicle was disposed of on ${disposedOn}: its records are kept until ${until} (${retentionPeriodText(months)} after disposal).`;
}

export const retentionMessages = {
  checklistsTooShort: 'Circle checks must be kept at least 6 months (the legal minimum).',
  repairsTooShort: 'Defect repair records must be kept at least 12 months (the legal minimum).',
  maintenanceTooShort: 'Maintenance records must be kept at least 24 months (the legal minimum).',
  disposedTooShort: 'A disposed vehicle’s records must be kept at least 12 months (the legal minimum).',
  monthsInvalid: `Enter a whole number of months, at most ${maxRetentionMonths}.`,
  saved: 'The retention periods have been saved.',
} as const;

function months(kind: RetentionKind, tooShort: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: retentionMessages.monthsInvalid })
      .int({ error: retentionMessages.monthsInvalid })
      .max(maxRetentionMonths, { error: retentionMessages.monthsInvalid })
      .min(legalRetentionMonths[kind], { error: tooShort })
      .default(legalRetentionMonths[kind]),
  );
}

/** `GET api/retention_periods`: months per kind, the legal minimum where nobody changed it. */
export const retentionPeriods = z.object({
  checklist_months: z.number().int(),
  repair_months: z.number().int(),
  maintenance_months: z.number().int(),
  disposed_months: z.number().int(),
});
export type RetentionPeriods = z.infer<typeof retentionPeriods>;

/** `PUT api/retention_periods` (admins): a period left out goes back to its legal minimum. */
export const retentionPeriodsRequest = z.object({
  checklist_months: months('checklists', retentionMessages.checklistsTooShort),
  repair_months: months('repairs', retentionMessages.repairsTooShort),
  maintenance_months: months('maintenance', retentionMessages.maintenanceTooShort),
  disposed_months: months('disposed', retentionMessages.disposedTooShort),
});
export type RetentionPeriodsRequest = z.input<typeof retentionPeriodsRequest>;

/** Which field of the periods holds each kind's months. */
export const retentionPeriodFields: Record<RetentionKind, keyof RetentionPeriods> = {
  checklists: 'checklist_months',
  repairs: 'repair_months',
  maintenance: 'maintenance_months',
  disposed: 'disposed_months',
};

export const disposalMessages = {
  dateRequired: 'Enter the disposal date (YYYY-MM-DD).',
  dateInFuture: 'The disposal date cannot be in the future.',
  reasonRequired: 'Give the reason for the disposal.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  alreadyDisposed: 'This vehicle has already been disposed of.',
  disposedLocked: 'This vehicle has been disposed of: it cannot be shown or enabled again.',
  disposed: 'The vehicle has been disposed of: it has left the lists and its records are kept.',
} as const;

/** `POST api/vehicles/{id}/dispose` (admins). */
export const disposeVehicleRequest = z.object({
  date: calendarDate(disposalMessages.dateRequired),
  reason: requiredText(disposalMessages.reasonRequired).max(500, { error: disposalMessages.reasonTooLong }),
});
export type DisposeVehicleRequest = z.input<typeof disposeVehicleRequest>;

export const inspectorFileMessages = {
  fromRequired: 'Enter the first day of the period (YYYY-MM-DD).',
  toRequired: 'Enter the last day of the period (YYYY-MM-DD).',
  toBeforeFrom: 'The last day must be on or after the first day.',
  tooLong: 'The period may cover at most 3 years.',
  typeInvalid: 'Choose one of the vehicle types.',
  languageInvalid: 'Language must be en or fr.',
  vehicleInvalid: 'Vehicle must be a vehicle id.',
} as const;

const language = z.enum(['en', 'fr'], { error: inspectorFileMessages.languageInvalid }).optional();

const periodFields = {
  from: calendarDate(inspectorFileMessages.fromRequired),
  to: calendarDate(inspectorFileMessages.toRequired),
  lang: language,
};

/** The period of an inspector's file: both days given, in order, at most 3 years. */
function checkPeriod(value: { from: string; to: string }, context: z.RefinementCtx) {
  if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
  if (value.to < value.from) {
    context.addIssue({ code: 'custom', message: inspectorFileMessages.toBeforeFrom, path: ['to'] });
  } else if (value.to > `${Number(value.from.slice(0, 4)) + 3}${value.from.slice(4)}`) {
    context.addIssue({ code: 'custom', message: inspectorFileMessages.tooLong, path: ['to'] });
  }
}

/** `GET api/vehicles/{id}/inspector_file`. */
export const vehicleInspectorFileQuery = z.object(periodFields).superRefine(checkPeriod);
export type VehicleInspectorFileQuery = z.input<typeof vehicleInspectorFileQuery>;

/** `GET api/inspector_file`: the whole fleet, or every vehicle of one parent type. */
export const fleetInspectorFileQuery = z
  .object({
    ...periodFields,
    vehicle_parent_type: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(vehicleParentTypes, { error: inspectorFileMessages.typeInvalid }).optional(),
    ),
  })
  .superRefine(checkPeriod);
export type FleetInspectorFileQuery = z.input<typeof fleetInspectorFileQuery>;

/** `GET api/defects/open/print`: the fleet's open safety defects, or one vehicle's. */
export const openDefectsPrintQuery = z.object({
  vehicle_id: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ error: inspectorFileMessages.vehicleInvalid })
      .int({ error: inspectorFileMessages.vehicleInvalid })
      .min(1, { error: inspectorFileMessages.vehicleInvalid })
      .max(2_147_483_647, { error: inspectorFileMessages.vehicleInvalid })
      .optional(),
  ),
  lang: language,
});
export type OpenDefectsPrintQuery = z.input<typeof openDefectsPrintQuery>;
