import type { FormErrors } from '@mantine/form';
import {
  backdateReasonRequiredMessage,
  checklistMessages,
  checklistRecordMessages,
  checklistDateWindowMessage,
  isCalendarDate,
  meterMessages,
  type ChecklistAnswerValue,
  type ChecklistFormOptions,
  type EquipmentItems,
} from '@fleet-ops/shared';
import { validateWith } from '../../../lib/form-validation';
import { translateMessage } from '../../../lib/i18n';
import { checklistSchemas } from '../api/load-checklist-schemas';
import { odometerError } from './odometer';

export type ChecklistFormValues = {
  equipment_number: string;
  vehicle_type: string;
  operator: string;
  /** The chosen operator's driver id, as text ('' when none). */
  driver_id: string;
  date_to_added: string;
  odm_read: string;
  /** Engine hours, for a vehicle with an hour meter, and the yes to a far jump (issue 37). */
  hour_read?: string;
  confirm_implausible?: string;
  oil_life: string;
  remarks: string;
  /** Only for an admin dating the checklist before the window; kept in the audit log. */
  backdate_reason: string;
  checklist: Record<string, ChecklistAnswerValue>;
  /** A listed location's id, `typedPlace` for a place typed in `place`, or '' before choosing. */
  location_id: string;
  place: string;
  /** The driver's note on items answered No. */
  notes: Record<string, string>;
  /** On a form's item answered No: the defect description found (its code), or `other` (issue 36). */
  defect_choices?: Record<string, string>;
  /** A form's number items: the reading typed ('' none yet, NaN unreadable), checked on the field. */
  readings?: Record<string, number | ''>;
  statement_accepted: boolean;
  /** The drawn signature as a PNG data URL ('' when blank). */
  signature: string;
  /** Signing by typing the name instead of drawing (keyboard, screen reader); the form's own switch, never sent. */
  sign_by_typing: boolean;
  signature_typed_name: string;
};

/** The Place select's option for a place the driver types. */
export const typedPlace = 'typed';

/**
 * The place, notes and typed signature as the request takes them: a listed location or typed text;
 * notes on "no" only; the typed name only when signing by typing.
 */
export function recordRequest(values: ChecklistFormValues) {
  const typed = values.location_id === typedPlace;
  return {
    location_id: typed ? '' : values.location_id,
    place: typed ? values.place : '',
    signature_typed_name: values.sign_by_typing ? values.signature_typed_name : '',
    notes: Object.fromEntries(
      Object.entries(values.notes).filter(([item, note]) => values.checklist[item] === 'no' && note.trim() !== ''),
    ),
  };
}

/** The signature data URL as PNG bytes, to send as a file. */
export function signatureBlob(dataUrl: string): Blob | undefined {
  const base64 = dataUrl.split(',')[1];
  if (!base64) return undefined;
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** The vehicle's current driver when they are among the operators, to suggest as the operator. */
export function operatorFor(options: ChecklistFormOptions, driverIds: number[] | undefined) {
  return options.operators.find((operator) => driverIds?.includes(operator.id));
}

/**
 * A fresh form: today's date, the vehicle it was opened for (a QR code) or the only one there is,
 * the first operator.
 */
export function blankChecklist(options: ChecklistFormOptions, preselected: string | null = null): ChecklistFormValues {
  const onlyVehicle =
    options.vehicles.find((vehicle) => vehicle.equipment_number === preselected) ??
    (options.vehicles.length === 1 ? options.vehicles[0] : undefined);
  const operator = operatorFor(options, onlyVehicle?.driver_ids) ?? options.operators[0];
  return {
    equipment_number: onlyVehicle?.equipment_number ?? '',
    vehicle_type: onlyVehicle?.vehicle_type ?? '',
    operator: operator?.name ?? '',
    driver_id: operator ? String(operator.id) : '',
    date_to_added: options.today,
    odm_read: '',
    oil_life: '',
    remarks: '',
    backdate_reason: '',
    checklist: {},
    location_id: '',
    place: '',
    notes: {},
    defect_choices: {},
    readings: {},
    statement_accepted: false,
    signature: '',
    sign_by_typing: false,
    signature_typed_name: '',
  };
}

/** An admin's date before the window: the form asks why (the server refuses it without a reason). */
export function needsBackdateReason(date: string, options: ChecklistFormOptions): boolean {
  return options.may_backdate && isCalendarDate(date) && date < options.earliest_date;
}

type SchemaCheck = (values: ChecklistFormValues) => FormErrors;
let validateSchema: SchemaCheck | undefined;
let schemaLoading: Promise<void> | undefined;

/**
 * Loads the shared schema the form is checked with (zod comes with it), once. The form asks for it
 * after its first paint and waits for it at Submit, so a weak signal gets the form first. It never
 * fails: without the schema (a download lost on one bar) Submit goes ahead with the form's own
 * rules and the server checks the rest, and the next Submit tries the download again.
 */
export function loadChecklistValidation(): Promise<void> {
  schemaLoading ??= checklistSchemas().then(
    ({ createChecklistRequest }) => {
      validateSchema = validateWith<ChecklistFormValues>(createChecklistRequest);
    },
    () => {
      schemaLoading = undefined;
    },
  );
  return schemaLoading;
}

/**
 * Which meter the chosen vehicle is read by (issue 37): its odometer, as the schema asks; a vehicle
 * without one (a loader with an hour meter) its engine hours instead, as the server asks.
 */
function meterErrors(values: ChecklistFormValues, vehicle: EquipmentItems | undefined, errors: FormErrors) {
  const hoursBlank = (values.hour_read ?? '').trim() === '';
  if (vehicle && !vehicle.has_odometer) {
    delete errors.odm_read;
    if (vehicle.has_hour_meter && hoursBlank && !errors.hour_read) {
      errors.hour_read = translateMessage(meterMessages.hourReadRequired);
    }
  } else if (values.odm_read.trim() === '' && !errors.odm_read) {
    errors.odm_read = translateMessage(checklistMessages.odmRequired);
  }
}

/**
 * The shared schema's messages, the vehicle's meters and last reading (`vehicleOf`, once its items
 * are loaded) and the date window the server applies (from the form options): a driver or
 * supervisor learns the allowed range before sending, an admin is asked for a reason.
 */
export function validateChecklist(
  options: ChecklistFormOptions,
  vehicleOf: (equipmentNumber: string) => EquipmentItems | undefined,
) {
  return (values: ChecklistFormValues): FormErrors => {
    // Submit waits for the schema (loadChecklistValidation); until then only the form's own rules apply.
    const errors = validateSchema?.({ ...values, ...recordRequest(values) }) ?? {};
    // The form's own rules: the server keeps an unsigned checklist from an API client, the form never sends one.
    const typed = values.location_id === typedPlace;
    if (values.location_id === '') errors.location_id = translateMessage(checklistRecordMessages.placeRequired);
    else if (typed && values.place.trim() === '' && !errors.place) {
      errors.place = translateMessage(checklistRecordMessages.placeRequired);
    }
    if (!values.statement_accepted) {
      errors.statement_accepted = translateMessage(checklistRecordMessages.statementRequired);
    }
    const unsigned = translateMessage(checklistRecordMessages.signatureRequired);
    if (!values.sign_by_typing && values.signature === '') errors.signature = unsigned;
    else if (values.sign_by_typing && values.signature_typed_name.trim() === '' && !errors.signature_typed_name) {
      errors.signature_typed_name = unsigned;
    }
    const vehicle = vehicleOf(values.equipment_number);
    meterErrors(values, vehicle, errors);
    const belowLast = errors.odm_read ? null : odometerError(values.odm_read, vehicle?.last_odm_read);
    if (belowLast) errors.odm_read = belowLast;
    const date = values.date_to_added;
    if (errors.date_to_added || !isCalendarDate(date) || date > options.today) return errors;
    if (date < options.earliest_date && !options.may_backdate) {
      errors.date_to_added = translateMessage(checklistDateWindowMessage(options.earliest_date, options.today));
    } else if (needsBackdateReason(date, options) && values.backdate_reason.trim() === '') {
      errors.backdate_reason = translateMessage(backdateReasonRequiredMessage(options.earliest_date));
    }
    return errors;
  };
}

/** The form's fields the "Check:" toast may name, each once, under the name it is listed by. */
const namedFields: Record<string, string> = {
  equipment_number: 'equipment_number',
  date_to_added: 'date_to_added',
  odm_read: 'odm_read',
  operator: 'operator',
  driver_id: 'operator',
  oil_life: 'oil_life',
  remarks: 'remarks',
  backdate_reason: 'backdate_reason',
  location_id: 'location_id',
  place: 'location_id',
  statement_accepted: 'statement_accepted',
  signature: 'signature',
  signature_typed_name: 'signature_typed_name',
  notes: 'notes',
  defect_choices: 'defect_choices',
  readings: 'readings',
};

/**
 * What the toast says when the form cannot be sent (issue 35): the spec's "Toggle all buttons"
 * message only when an item is at fault; else the fields to check, by name ("Check: Place of the
 * inspection, Signature."), the messages themselves staying under each field. `named` turns the
 * fields into the reader's words.
 */
export function invalidFormMessages(errors: FormErrors, named: (fields: string[]) => string): string[] {
  const fields = Object.keys(errors);
  if (fields.some((field) => field === 'checklist' || field.startsWith('checklist.'))) {
    const messages: string[] = [checklistMessages.invalidForm];
    if (errors.checklist === translateMessage(checklistMessages.noItems)) messages.push(checklistMessages.noItems);
    return messages;
  }
  const names = fields.map((field) => namedFields[field.split('.')[0]!] ?? namedFields[field]);
  const known = [...new Set(names.filter((name): name is string => name !== undefined))];
  return [known.length > 0 ? named(known) : checklistMessages.invalidForm];
}

/** The form's errors on single items: notes by item, and the checklist's own messages once each. */
export function itemErrors(errors: FormErrors) {
  const noteErrors = Object.fromEntries(
    Object.entries(errors).flatMap(([field, message]) =>
      field.startsWith('notes.') && typeof message === 'string' ? [[field.slice(6), message]] : [],
    ),
  );
  const checklistErrors = Object.entries(errors)
    .filter(([field]) => field === 'checklist' || field.startsWith('checklist.'))
    .flatMap(([, message]) => (typeof message === 'string' ? [message] : []));
  return { noteErrors, checklistErrors: [...new Set(checklistErrors)] };
}
