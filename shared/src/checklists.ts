import { z } from 'zod';
import { paginationQuery } from './api.js';
import {
  checklistDetailRecordFields,
  checklistRecordFields,
  checklistRecordRequestFields,
} from './checklist-record.js';
import {
  calendarDate,
  fromJsonText,
  maxId,
  oneOrZeroMessage,
  optionalClientRequestId,
  optionalText,
  requiredText,
} from './fields.js';
import { checklistAnswers, checklistMessages, inspectionAnswers, odmReadMax, oilLifeRange } from './checklist-words.js';
import { checklistFormFields, inspectionSection } from './inspection-forms.js';
import { checklistValidityFields } from './checklist-countersign.js';
import { confirmImplausibleField, hourReadField } from './meters.js';

/** Pre-OP Checklists: the shapes of the calls (the items and messages are in checklist-words.ts). */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A whole number typed in a form (text or number); blank is "not given". */
function wholeNumber(requiredMessage: string, invalidMessage: string, min: number, max: number) {
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (typeof given !== 'string') return given;
      return /^\s*-?\d+(\.\d+)?\s*$/.test(given) ? Number(given) : given;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int({ error: invalidMessage })
      .min(min, { error: invalidMessage })
      .max(max, { error: invalidMessage }),
  );
}

/** The same, where blank is allowed. */
function optionalWholeNumber(invalidMessage: string, min: number, max: number) {
  return z.preprocess(blankToUndefined, wholeNumber(invalidMessage, invalidMessage, min, max).optional());
}

/** A field left out, empty or spaces only (the raw value: the refines below also run on unparsed input). */
const isBlank = (value: unknown) => blankToUndefined(value) === undefined;

const itemName = z.string().regex(/^[a-z0-9_]{1,60}$/, { error: checklistMessages.invalidForm });

/**
 * `checklist`: item -> 'yes' | 'no', as JSON text in form data or an object in JSON; 'na' only
 * where the form version's item allows it (the server refuses it anywhere else, as any other word).
 */
export const checklistAnswersField = fromJsonText(
  z.preprocess(
    (value) => (value === undefined || value === null ? {} : value),
    z
      .record(
        itemName,
        z.preprocess(
          (answer) => (typeof answer === 'string' ? answer.trim().toLowerCase() : answer),
          z.enum(inspectionAnswers, { error: checklistMessages.invalidForm }),
        ),
        { error: checklistMessages.invalidForm },
      )
      .refine((answers) => Object.keys(answers).length > 0, { error: checklistMessages.noItems })
      .refine((answers) => Object.keys(answers).length <= 60, { error: checklistMessages.invalidForm }),
  ),
  checklistMessages.invalidForm,
);

const optionalId = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' && /^\d{1,10}$/.test(given.trim()) ? Number(given) : given;
  },
  z.number({ error: checklistMessages.operatorUnknown }).int().positive().max(2_147_483_647).optional(),
);

/**
 * `POST api/checklist` (multipart; photos under `file` / `file[]`), and the form's own check.
 * `driver_id` names the operator chosen from the list (the spec sends only the name, `operator`).
 */
export const createChecklistRequest = z
  .object({
    equipment_number: requiredText(checklistMessages.equipmentRequired).max(60),
    vehicle_type: requiredText(checklistMessages.vehicleTypeRequired).max(200),
    operator: requiredText(checklistMessages.operatorRequired).max(200),
    driver_id: optionalId,
    date_to_added: requiredText(checklistMessages.dateRequired).pipe(calendarDate(checklistMessages.dateInvalid)),
    /** Required with the refine below: left out only with engine hours, for a vehicle without an odometer. */
    odm_read: optionalWholeNumber(checklistMessages.odmInvalid, 0, odmReadMax),
    /** Engine hours (issue 37), for a vehicle with an hour meter. */
    hour_read: hourReadField,
    /** Yes after the "far above the last one" warning: the reading is kept, flagged. */
    confirm_implausible: confirmImplausibleField,
    oil_life: optionalWholeNumber(checklistMessages.oilLifeRange, oilLifeRange.min, oilLifeRange.max),
    remarks: z.preprocess(
      blankToUndefined,
      z.string().trim().max(1000, { error: checklistMessages.remarksTooLong }).optional(),
    ),
    checklist: checklistAnswersField,
    /** Admins only: why the checklist is dated before the window; recorded in the audit log. */
    backdate_reason: z.preprocess(
      blankToUndefined,
      z.string().trim().max(500, { error: checklistMessages.backdateReasonTooLong }).optional(),
    ),
    /** The form's request id (or the Idempotency-Key header): a retry answers the first result. */
    client_id: optionalClientRequestId,
    ...checklistRecordRequestFields,
    ...checklistFormFields,
  })
  .refine((body) => !isBlank(body.odm_read) || !isBlank(body.hour_read), {
    // The spec's rule for every vehicle with an odometer; a loader with only an hour meter (issue 37)
    // sends its engine hours instead, and the server then checks that the vehicle has no odometer.
    error: checklistMessages.odmRequired,
    path: ['odm_read'],
    // Checked even when other fields are wrong, so the form shows every message at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine(
    (body) => {
      const answers: unknown = body.checklist;
      const hasNo = typeof answers === 'object' && answers !== null && Object.values(answers).includes('no');
      return !hasNo || typeof body.remarks === 'string';
    },
    {
      error: checklistMessages.remarksRequired,
      path: ['remarks'],
      // Checked even when other fields are wrong, so the form shows every message at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
export type CreateChecklistRequest = z.input<typeof createChecklistRequest>;
export type NewChecklist = z.output<typeof createChecklistRequest>;

/** `GET api/checklist`: paging (`per_page` or `limit`, default 100), search, and the week holding `start_date`. */
export const checklistListQuery = paginationQuery.extend({
  searchText: optionalText(100),
  start_date: z.preprocess(blankToUndefined, calendarDate('Start date must be a valid date (YYYY-MM-DD).').optional()),
  /** `1`: only checklists with an issue (the Home dashboard's link); `0`: only those without. */
  has_issue: z
    .preprocess(blankToUndefined, z.enum(['1', '0'], { error: oneOrZeroMessage('Has issue') }).optional())
    .transform((value) => (value === undefined ? undefined : value === '1')),
  /** Issue 36: only checklists filled on a version of this inspection form. */
  form_id: z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' && /^\d{1,10}$/.test(given.trim()) ? Number(given) : given;
    },
    z
      .number({ error: checklistMessages.formFilterInvalid })
      .int({ error: checklistMessages.formFilterInvalid })
      .min(1, { error: checklistMessages.formFilterInvalid })
      .max(maxId, { error: checklistMessages.formFilterInvalid })
      .optional(),
  ),
});
export type ChecklistListQuery = z.output<typeof checklistListQuery>;

/** `GET api/checklist/{6 hex}/export`: the list's search, week, issue and form filters, without paging. */
export const checklistExportQuery = checklistListQuery.pick({
  searchText: true,
  start_date: true,
  has_issue: true,
  form_id: true,
});
export type ChecklistExportFilter = z.output<typeof checklistExportQuery>;

/**
 * Spec section 3, "Checklist list row"; `last_odm_read` is the reading this checklist recorded,
 * null for a vehicle without an odometer (read in engine hours, issue 37).
 */
export const checklistListRow = z.object({
  id: z.number().int(),
  /** The vehicle's id, so the equipment number can open its record. */
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  vehicle_parent_type: z.string(),
  has_radio: z.enum(checklistAnswers),
  mine: z.enum(checklistAnswers),
  ownership_type: z.string(),
  vehicle_type: z.string(),
  license_plate_no: z.string(),
  VIN_no: z.string(),
  date: z.string(),
  operator: z.string(),
  last_odm_read: z.number().int().nullable(),
  /** The engine hours this checklist recorded (issue 37); null when none. */
  hour_read: z.number().int().nullable(),
  has_issue: z.boolean(),
  ...checklistRecordFields,
  /** Issue 36: the inspection form and version the checklist was filled on; null before forms existed. */
  form: z.object({ id: z.number().int(), name: z.string(), name_fr: z.string(), version: z.number().int() }).nullable(),
});
export type ChecklistListRow = z.infer<typeof checklistListRow>;

/**
 * `note`: the driver's note on a "no"; `severity`: the item's class on this vehicle now; `answer`
 * `na`: not applicable (a form's item that allows it); `reading`: a form's number item's value.
 */
export const checklistItemAnswer = z.object({
  item: z.string(),
  answer: z.enum(inspectionAnswers),
  note: z.string().optional(),
  reading: z.number().optional(),
  severity: z.enum(['major', 'minor']),
});

/** The form version a checklist was filled on, for its detail to name items and units by section (issue 36). */
export const checklistDetailForm = z.object({
  name: z.string(),
  name_fr: z.string(),
  version: z.number().int(),
  sections: z.array(inspectionSection),
});
export type ChecklistDetailForm = z.infer<typeof checklistDetailForm>;

export const checklistAttachment = z.object({ id: z.number().int(), file_name: z.string(), url: z.string() });

/** Spec section 3, "Checklist detail": `file` lists the attachment URLs; `attachments` names them too. */
export const checklistDetail = z.object({
  id: z.number().int(),
  equipment_number: z.string(),
  vehicle_type: z.string(),
  VIN_no: z.string(),
  operator: z.string(),
  date: z.string(),
  /** The odometer this checklist recorded; null for a vehicle without one (issue 37). */
  last_odm_read: z.number().int().nullable(),
  /** The engine hours this checklist recorded (issue 37); null when none. */
  hour_read: z.number().int().nullable(),
  oil_life: z.number().int().nullable(),
  remarks: z.string().nullable(),
  has_issue: z.boolean(),
  checklist_items: z.array(checklistItemAnswer),
  file: z.array(z.string()),
  attachments: z.array(checklistAttachment),
  submitted_at: z.string(),
  ...checklistDetailRecordFields,
  ...checklistValidityFields,
  /** The form version filled on, other than the built-in Pre-OP (its spec list needs none); null then. */
  form_version: checklistDetailForm.nullable().optional(),
});
export type ChecklistDetail = z.infer<typeof checklistDetail>;

/** `GET api/vehicles/equipment_items?equipment_number=`: the vehicle's type and its items in order. */
export const equipmentItemsQuery = z.object({
  equipment_number: requiredText(checklistMessages.equipmentRequired).max(60),
});
export const equipmentItems = z.object({
  equipment_number: z.string(),
  vehicle_type: z.string(),
  last_odm_read: z.number().int(),
  /** Which meters the form asks for (issue 37), and the last engine hours. */
  has_odometer: z.boolean(),
  has_hour_meter: z.boolean(),
  last_hour_read: z.number().int(),
  equipment_items: z.array(z.string()),
});
export type EquipmentItems = z.infer<typeof equipmentItems>;

/** `POST api/vehicles/types`: the vehicle type of an equipment number. */
export const vehicleTypeLookupRequest = equipmentItemsQuery;
export const vehicleTypeLookup = z.object({ equipment_number: z.string(), vehicle_type: z.string() });
