import { z } from 'zod';
import { booleanish, dateMessages, fromJsonText, isWithinDateBounds, maxId } from './fields.js';
import { isCalendarDate } from './date-parts.js';
import { chosenVehicleId } from './vehicles-list.js';

/** The assign driver modal: three slots, a note for one of them, temporary dates. */

export const assignDriverMessages = {
  driversRequired: 'Drivers are required',
  driversInvalid: 'Drivers must be a list of three driver ids, 0 for an empty slot.',
  driversSame: "Drivers can't be same",
  driverRequired: 'Driver is required',
  driverUnknown: 'Choose one of the listed drivers.',
  driverDisabled: 'This driver is disabled and cannot be assigned.',
  driverArchived: 'This driver is archived and cannot be assigned.',
  noteRequired: 'Note is required',
  noteTooLong: 'Note must be at most 500 characters.',
  noteForRequired: 'Note for is required',
  noteForInvalid: 'Note for must be driver_1, driver_2 or driver_3.',
  dateTimeInvalid: 'Enter a date and time as YYYY-MM-DD HH:mm:ss.',
  startRequired: 'Start date is required for a temporary driver.',
  endRequired: 'End date is required for a temporary driver.',
  pastStart: 'Past datetime cannot be provided as start datetime.',
  pastEnd: 'Past datetime cannot be provided as end datetime.',
  endBeforeStart: 'End date must be after the start date.',
  temporaryOverlap: 'Another temporary driver is assigned to this slot at that time.',
  nothingToRemove: 'There is no driver in this slot to remove.',
  assigned: 'Drivers have been assigned successfully.',
  assignmentNotFound: 'Assignment not found.',
  assignmentEnded: 'This assignment has already ended.',
  removed: 'Upcoming driver has been removed successfully.',
  confirmRemove: 'Are you sure you want to remove the upcoming driver?',
  vehicleRequired: 'Vehicle is required',
  driverNumberInvalid: 'Driver number must be d1, d2 or d3.',
} as const;

/**
 * The 422 for a driver whose licence has expired (on or before today, as the drivers list colours
 * it): the date tells the office what to renew.
 */
export function licenceExpiredMessage(name: string, expiryDate: string): string {
  return `${name} cannot be assigned: their licence expired on ${expiryDate}.`;
}

export const noteForValues = ['driver_1', 'driver_2', 'driver_3'] as const;
export type NoteFor = (typeof noteForValues)[number];

const blankToNull = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'null'))
    ? null
    : value;

/** `YYYY-MM-DD HH:mm:ss` (seconds and the T separator optional), a wall-clock time in the business timezone. */
export const dateTimePattern = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Normalises to `YYYY-MM-DD HH:mm:ss`, or undefined when the text is no real date and time. */
export function normalizeDateTime(text: string): string | undefined {
  const match = dateTimePattern.exec(text.trim());
  if (!match) return undefined;
  const [, date, hours, minutes, seconds = '00'] = match as unknown as [string, string, string, string, string?];
  if (!isCalendarDate(date) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  return `${date} ${hours}:${minutes}:${seconds}`;
}

const optionalDateTime = z.preprocess(
  blankToNull,
  z
    .string({ error: assignDriverMessages.dateTimeInvalid })
    .transform((text, context) => {
      const normalized = normalizeDateTime(text);
      if (normalized === undefined) {
        context.addIssue({ code: 'custom', message: assignDriverMessages.dateTimeInvalid });
        return z.NEVER;
      }
      if (!isWithinDateBounds(normalized)) {
        context.addIssue({ code: 'custom', message: dateMessages.outOfBounds });
        return z.NEVER;
      }
      return normalized;
    })
    .nullable(),
);

const driverIdInSlot = z.preprocess(
  (value) => (value === null || value === '' ? 0 : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: assignDriverMessages.driversInvalid })
    .int({ error: assignDriverMessages.driversInvalid })
    .min(0, { error: assignDriverMessages.driversInvalid })
    .max(maxId, { error: assignDriverMessages.driversInvalid }),
);

/** A JSON array (JSON text in form data) of up to three ids, padded with 0 to three slots. */
const driverIds = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  fromJsonText(
    z
      .array(driverIdInSlot, {
        error: (issue) =>
          issue.input === undefined ? assignDriverMessages.driversRequired : assignDriverMessages.driversInvalid,
      })
      .min(1, { error: assignDriverMessages.driversInvalid })
      .max(3, { error: assignDriverMessages.driversInvalid })
      .transform((ids) => [ids[0] ?? 0, ids[1] ?? 0, ids[2] ?? 0] as [number, number, number]),
    assignDriverMessages.driversInvalid,
  ),
);

/**
 * `POST api/vehicles/{id}/assign_driver`. `drivers_id` holds the three slots (0: empty); `note`,
 * `assigned_from_date` and `assigned_to_date` belong to the slot `note_for` names. An end date
 * (or `temporary`) makes the assignment temporary, which needs both dates.
 */
export const assignDriverRequest = z
  .object({
    drivers_id: driverIds,
    note: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : (value ?? undefined)),
      z
        .string({ error: assignDriverMessages.noteRequired })
        .trim()
        .max(500, { error: assignDriverMessages.noteTooLong }),
    ),
    note_for: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z.enum(noteForValues, {
        error: (issue) =>
          issue.input === undefined ? assignDriverMessages.noteForRequired : assignDriverMessages.noteForInvalid,
      }),
    ),
    assigned_from_date: optionalDateTime,
    assigned_to_date: optionalDateTime,
    // A checkbox: true/false, 1/0, yes/no, on/off; anything else is refused rather than read as false.
    temporary: z
      .preprocess((value) => (value === null || value === '' ? undefined : value), booleanish.optional())
      .transform((value) => value ?? false),
  })
  .superRefine((body, context) => {
    const temporary = body.temporary || body.assigned_to_date !== null;
    if (temporary && body.assigned_from_date === null) {
      context.addIssue({ code: 'custom', message: assignDriverMessages.startRequired, path: ['assigned_from_date'] });
    }
    if (temporary && body.assigned_to_date === null) {
      context.addIssue({ code: 'custom', message: assignDriverMessages.endRequired, path: ['assigned_to_date'] });
    }
    if (body.assigned_from_date && body.assigned_to_date && body.assigned_to_date <= body.assigned_from_date) {
      context.addIssue({ code: 'custom', message: assignDriverMessages.endBeforeStart, path: ['assigned_to_date'] });
    }
    const chosen = body.drivers_id.filter((id) => id !== 0);
    if (new Set(chosen).size !== chosen.length) {
      context.addIssue({ code: 'custom', message: assignDriverMessages.driversSame, path: ['drivers_id'] });
    }
  })
  .transform((body) => ({ ...body, temporary: body.temporary || body.assigned_to_date !== null }));
export type AssignDriverRequest = z.input<typeof assignDriverRequest>;
export type AssignDriverValues = z.output<typeof assignDriverRequest>;

export const driverNumbers = ['d1', 'd2', 'd3'] as const;
export type DriverNumber = (typeof driverNumbers)[number];

/** `GET api/assigned_drivers/upcoming?vehicle_id&driver_number` (d1..d3, 1..3 or driver_1..driver_3). */
export const upcomingDriversQuery = z.object({
  vehicle_id: chosenVehicleId(assignDriverMessages.vehicleRequired),
  driver_number: z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      const text = (typeof value === 'string' ? value : JSON.stringify(value)).trim().toLowerCase();
      const slot = /^(?:d|driver_)?([123])$/.exec(text)?.[1];
      return slot ? `d${slot}` : text;
    },
    z.enum(driverNumbers, { error: assignDriverMessages.driverNumberInvalid }).optional(),
  ),
});

/** An assignment that has not started yet (spec: Assigned (upcoming) driver). */
export const upcomingDriver = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  driver_id: z.number().int(),
  driver_number: z.enum(driverNumbers),
  driver_name: z.string(),
  drivers: z.object({ id: z.number().int(), name: z.string() }),
  assigned_from_date: z.string(),
  assigned_to_date: z.string().nullable(),
  note: z.string().nullable(),
  note_for: z.string().nullable(),
});
export type UpcomingDriver = z.infer<typeof upcomingDriver>;

export const upcomingDriversResponse = z.object({
  data: z.array(upcomingDriver),
  total: z.number().int(),
  message: z.string(),
});
