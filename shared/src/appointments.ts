import { z } from 'zod';
import { calendarDate, optionalText, requiredText } from './fields.js';
import { maintenanceMessages } from './maintenance.js';

/** Every text the Appointments screen and API show, so the form and the server agree. */
export const appointmentMessages = {
  vehicleRequired: 'Vehicle No. is required',
  vehicleInvalid: 'Choose one of the listed vehicles.',
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date (YYYY-MM-DD).',
  typeRequired: 'Appointment type is required',
  typeInvalid: 'Choose one of the listed appointment types.',
  locationRequired: 'Location is required',
  locationInvalid: 'Choose one of the listed locations.',
  timeRequired: 'Time is required',
  timeInvalid: 'Enter a valid time (HH:mm).',
  commentsTooLong: 'Comments may not be greater than 255 characters.',
  rangeInvalid: 'The end date must be on or after the start date.',
  periodInvalid: 'When must be upcoming, past or all.',
  doubleBooked: 'This vehicle already has an appointment at that date and time.',
  notFound: 'Appointment not found.',
  created: 'Appointment has been created successfully.',
  updated: 'Appointment has been updated successfully.',
  deleted: 'Appointment has been deleted successfully.',
} as const;

export const appointmentCommentsMax = 255;

/** The comment preview of the table: longer than 6 characters, it shows 15 and '...'. */
export function commentPreview(comments: string | null | undefined): string {
  const text = comments ?? '';
  return text.length > 6 ? `${text.slice(0, 15)}...` : text;
}

/** Older clients send the text 'null' for "no comment": it means empty, never the word. */
export function readComments(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'null')) return undefined;
  return value;
}

const timePattern = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** '9:30', '09:30' and '09:30:00' all name the slot '09:30'. */
export function normalizeTime(value: string): string | null {
  const match = timePattern.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** The largest id a database integer holds. */
const maxDatabaseId = 2_147_483_647;

function chosenId(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' ? Number(given) : given;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .int({ error: invalidMessage })
      .positive({ error: invalidMessage })
      .max(maxDatabaseId, { error: invalidMessage }),
  );
}

/**
 * The Add/Edit Appointment form. `vehicle_no` is the vehicle's VIN, as the spec's form names it;
 * `vehicle_id` (optional) picks one vehicle when several share a VIN. `appointment_type` is a
 * type's id or its name.
 */
export const appointmentForm = z.object({
  vehicle_no: requiredText(appointmentMessages.vehicleRequired).max(50, { error: appointmentMessages.vehicleInvalid }),
  vehicle_id: z.preprocess(
    blankToUndefined,
    chosenId(appointmentMessages.vehicleRequired, appointmentMessages.vehicleInvalid).optional(),
  ),
  date_to_added: requiredText(appointmentMessages.dateRequired).pipe(calendarDate(appointmentMessages.dateInvalid)),
  appointment_type: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    requiredText(appointmentMessages.typeRequired).max(100, { error: appointmentMessages.typeInvalid }),
  ),
  location_id: chosenId(appointmentMessages.locationRequired, appointmentMessages.locationInvalid),
  time: requiredText(appointmentMessages.timeRequired).pipe(
    z
      .string()
      .refine((text) => normalizeTime(text) !== null, { error: appointmentMessages.timeInvalid })
      .transform((text) => normalizeTime(text)!),
  ),
  comments: z.preprocess(
    readComments,
    z
      .string()
      .trim()
      .max(appointmentCommentsMax, { error: appointmentMessages.commentsTooLong })
      .optional()
      .transform((text) => (text ? text : null)),
  ),
  /** The service task the visit does (issue 21): marking the appointment done resets it. */
  service_task_id: z.preprocess(
    blankToUndefined,
    chosenId(maintenanceMessages.taskInvalid, maintenanceMessages.taskInvalid).optional(),
  ),
});
export type AppointmentFormValues = z.input<typeof appointmentForm>;
export type AppointmentInput = z.output<typeof appointmentForm>;

/** The call's names (spec section 7) for the form's fields: `VIN_no`, `date`, `location`. */
const callAliases: Record<string, keyof AppointmentFormValues> = {
  VIN_no: 'vehicle_no',
  VIN_No: 'vehicle_no',
  date: 'date_to_added',
  location: 'location_id',
  locations_id: 'location_id',
};

/** `POST api/appointments` and `PUT api/appointments/{id}`: the form's names or the call's names. */
export const appointmentRequest = z.preprocess((body) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const fields: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [alias, name] of Object.entries(callAliases)) {
    if (fields[alias] !== undefined && fields[name] === undefined) fields[name] = fields[alias];
    delete fields[alias];
  }
  return fields;
}, appointmentForm);

/**
 * Which bookings the list shows: `upcoming` (today, business timezone, and later, nearest first),
 * `past` (before today, latest first) or `all` (the spec's list, newest first).
 */
export const appointmentPeriods = ['upcoming', 'past', 'all'] as const;
export type AppointmentPeriod = (typeof appointmentPeriods)[number];

/**
 * `GET api/appointments?start&end&when`: the week selector's dates, both optional, end included;
 * `when` (this app's addition) narrows to upcoming or past bookings. Without it the answer is the
 * spec's: every booking of the range, newest first.
 */
const appointmentListFields = {
  start: z.preprocess(blankToUndefined, calendarDate(appointmentMessages.dateInvalid).optional()),
  end: z.preprocess(blankToUndefined, calendarDate(appointmentMessages.dateInvalid).optional()),
  when: z
    .preprocess(blankToUndefined, z.enum(appointmentPeriods, { error: appointmentMessages.periodInvalid }).optional())
    .transform((value) => value ?? 'all'),
};

const endNotBeforeStart = (range: { start?: string; end?: string }) =>
  !range.start || !range.end || range.start <= range.end;

export const appointmentListQuery = z
  .object(appointmentListFields)
  .refine(endNotBeforeStart, { error: appointmentMessages.rangeInvalid, path: ['end'] });
export type AppointmentListQuery = z.output<typeof appointmentListQuery>;

/**
 * `GET api/appointments/{6 hex}/export`: the bookings the table shows, as the list's query plus
 * its search (every word somewhere in the row), in the list's order.
 */
export const appointmentExportQuery = z
  .object({ ...appointmentListFields, search: optionalText(100) })
  .refine(endNotBeforeStart, { error: appointmentMessages.rangeInvalid, path: ['end'] });
export type AppointmentExportFilter = z.output<typeof appointmentExportQuery>;

export const appointment = z.object({
  id: z.number().int(),
  date: z.string(),
  /** 'HH:mm', 24-hour. */
  time: z.string(),
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  VIN_No: z.string(),
  vehicle_type: z.string(),
  vehicle_parent_type: z.string(),
  appointment_type_id: z.number().int(),
  appointment_type: z.string(),
  location_name: z.string(),
  locations_id: z.number().int(),
  /** null when there is none (the text 'null' included). */
  comments: z.string().nullable(),
  service_task_id: z.number().int().nullable(),
  service_task_name: z.string().nullable(),
  /** When the visit was marked done, with the odometer then; null while it is not. */
  done_on: z.string().nullable(),
  done_odometer: z.number().int().nullable(),
});
export type Appointment = z.infer<typeof appointment>;

export const appointmentType = z.object({ id: z.number().int(), name: z.string() });
export type AppointmentType = z.infer<typeof appointmentType>;
