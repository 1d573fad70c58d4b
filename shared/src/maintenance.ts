import { z } from 'zod';
import { paginationQuery } from './api.js';
import { calendarDate, integerish, maxId, optionalText, requiredText } from './fields.js';

/**
 * Service programs (issue 21): tasks due every N days or months and/or every N km, and each
 * vehicle's status for each task that applies to it.
 */

export const maintenanceStatuses = ['ok', 'due_soon', 'overdue'] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

export const maintenanceStatusLabels: Record<'en' | 'fr', Record<MaintenanceStatus, string>> = {
  en: { ok: 'OK', due_soon: 'Due soon', overdue: 'Overdue' },
  fr: { ok: 'À jour', due_soon: 'Bientôt dû', overdue: 'En retard' },
};

/** `heavy_vehicles` (issue 37): vehicles whose gross weight rating is 4,500 kg or more. */
export const serviceTaskAppliesTo = ['all', 'parent_type', 'vehicles', 'heavy_vehicles'] as const;
export type ServiceTaskAppliesTo = (typeof serviceTaskAppliesTo)[number];

export const serviceTaskDefaults = { due_soon_days: 14, due_soon_km: 1000, due_soon_hours: 25 } as const;

export const maintenanceMessages = {
  taskNotFound: 'Service task not found.',
  taskCreated: 'The service task has been created.',
  taskUpdated: 'The service task has been updated.',
  taskDeleted: 'The service task has been deleted: it is archived and its history is kept.',
  completionRecorded: 'The service has been recorded as done.',
  nameRequired: 'A name is required.',
  nameTaken: 'A service task with this name already exists.',
  intervalRequired: 'Give an interval in days, in months, in km or in engine hours.',
  oneTimeUnit: 'Give the interval in days or in months, not both.',
  intervalInvalid: 'The interval must be a whole number from 1 to 100,000.',
  dueSoonInvalid: 'The due soon threshold must be a whole number from 0 to 100,000.',
  appliesToInvalid: 'Applies to must be all, parent_type, vehicles or heavy_vehicles.',
  parentTypeRequired: 'Choose a vehicle type.',
  vehiclesRequired: 'Choose at least one vehicle.',
  vehicleUnknown: 'One of the chosen vehicles does not exist.',
  statusInvalid: 'Status must be ok, due_soon or overdue.',
  taskRequired: 'Choose a service task.',
  vehicleRequired: 'Choose a vehicle.',
  doneOnRequired: 'Enter the date the service was done.',
  doneOnFuture: 'The date the service was done cannot be in the future.',
  odometerInvalid: 'The odometer must be a whole number from 0 to 10,000,000 km.',
  taskNotForVehicle: 'This service task does not apply to this vehicle.',
  vehicleInvalid: 'Choose one of the listed vehicles.',
  taskInvalid: 'Choose one of the listed service tasks.',
  odometerRequired: 'Enter the odometer: this service task is due by km.',
  hoursInvalid: 'Engine hours must be a whole number from 0 to 999,999.',
  hoursRequired: 'Enter the engine hours: this service task is due by engine hours.',
  appointmentDone: 'The appointment has been marked done.',
  appointmentUndone: 'The appointment is no longer marked done.',
  appointmentNotDone: 'This appointment is not marked done.',
} as const;

const limit = 100_000;
/** Empty text and null are "not given", as a cleared number input sends them. */
const blankAsMissing = (value: unknown) => (value === null || value === '' ? undefined : value);

function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    blankAsMissing,
    z
      .preprocess(
        (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
        z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
      )
      .optional(),
  );
}

const intervalField = wholeNumber(1, limit, maintenanceMessages.intervalInvalid);
const dueSoonField = wholeNumber(0, limit, maintenanceMessages.dueSoonInvalid);
export const odometerField = wholeNumber(0, 10_000_000, maintenanceMessages.odometerInvalid);
const hoursField = wholeNumber(0, 999_999, maintenanceMessages.hoursInvalid);
const vehicleId = integerish.pipe(z.number().min(1).max(maxId));

/** A chosen row's id: `requiredMessage` when missing, the plain id check otherwise. */
function chosenId(requiredMessage: string) {
  return z.preprocess(
    (value) => {
      const given = blankAsMissing(value);
      return typeof given === 'string' ? Number(given) : given;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : undefined) })
      .int()
      .min(1)
      .max(maxId),
  );
}

export const serviceTaskForm = z
  .object({
    name: requiredText(maintenanceMessages.nameRequired).pipe(z.string().max(100)),
    interval_days: intervalField,
    interval_months: intervalField,
    interval_km: intervalField,
    /** Issue 37: every N engine hours, beside days/months/km (whichever comes first). */
    interval_hours: intervalField,
    due_soon_days: dueSoonField,
    due_soon_km: dueSoonField,
    due_soon_hours: dueSoonField,
    applies_to: z.enum(serviceTaskAppliesTo, { error: maintenanceMessages.appliesToInvalid }).default('all'),
    vehicle_parent_type: optionalText(100),
    vehicle_ids: z.array(vehicleId, { error: maintenanceMessages.vehiclesRequired }).max(1000).optional(),
  })
  .superRefine((task, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const intervals = [task.interval_days, task.interval_months, task.interval_km, task.interval_hours];
    if (intervals.every((interval) => interval === undefined)) {
      issue('interval_days', maintenanceMessages.intervalRequired);
    }
    if (task.interval_days !== undefined && task.interval_months !== undefined) {
      issue('interval_months', maintenanceMessages.oneTimeUnit);
    }
    if (task.applies_to === 'parent_type' && !task.vehicle_parent_type) {
      issue('vehicle_parent_type', maintenanceMessages.parentTypeRequired);
    }
    if (task.applies_to === 'vehicles' && !task.vehicle_ids?.length) {
      issue('vehicle_ids', maintenanceMessages.vehiclesRequired);
    }
  });
export type ServiceTaskInput = z.output<typeof serviceTaskForm>;

export const serviceTask = z.object({
  id: z.number().int(),
  name: z.string(),
  interval_days: z.number().int().nullable(),
  interval_months: z.number().int().nullable(),
  interval_km: z.number().int().nullable(),
  interval_hours: z.number().int().nullable(),
  due_soon_days: z.number().int(),
  due_soon_km: z.number().int(),
  due_soon_hours: z.number().int(),
  applies_to: z.enum(serviceTaskAppliesTo),
  vehicle_parent_type: z.string().nullable(),
  vehicle_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export type ServiceTask = z.infer<typeof serviceTask>;

export const serviceTaskFilterQuery = z.object({ search: optionalText(100) });
export const serviceTaskListQuery = paginationQuery.extend(serviceTaskFilterQuery.shape);
export const serviceTaskPageSize = 50;

export const maintenanceFilterQuery = z.object({
  status: z.enum(maintenanceStatuses, { error: maintenanceMessages.statusInvalid }).optional(),
  vehicle_id: vehicleId.optional(),
  vehicle_parent_type: optionalText(100),
  service_task_id: vehicleId.optional(),
});
export type MaintenanceFilter = z.output<typeof maintenanceFilterQuery>;
export const maintenanceListQuery = paginationQuery.extend(maintenanceFilterQuery.shape);
export const maintenancePageSize = 50;

/** One vehicle and one task that applies to it: where it stands today. */
export const maintenanceRow = z.object({
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  vehicle_parent_type: z.string(),
  task_id: z.number().int(),
  task_name: z.string(),
  last_done_on: z.string().nullable(),
  last_done_odometer: z.number().int().nullable(),
  next_due_on: z.string().nullable(),
  next_due_odometer: z.number().int().nullable(),
  current_odometer: z.number().int(),
  /** Days from today to `next_due_on` (negative when late); null without a time interval. */
  days_left: z.number().int().nullable(),
  /** Km from the current odometer to `next_due_odometer` (negative when late); null without a km interval. */
  km_left: z.number().int().nullable(),
  /** Issue 37: the same for engine hours; null without an hours interval. */
  last_done_hours: z.number().int().nullable(),
  next_due_hours: z.number().int().nullable(),
  current_hours: z.number().int(),
  hours_left: z.number().int().nullable(),
  status: z.enum(maintenanceStatuses),
});
export type MaintenanceRow = z.infer<typeof maintenanceRow>;

/** `POST api/maintenance/completions`: an admin records a service done (e.g. before the app). */
export const serviceCompletionForm = z.object({
  vehicle_id: chosenId(maintenanceMessages.vehicleRequired),
  service_task_id: chosenId(maintenanceMessages.taskRequired),
  done_on: requiredText(maintenanceMessages.doneOnRequired).pipe(calendarDate()),
  odometer: odometerField,
  hours: hoursField,
  notes: optionalText(2000),
});
export type ServiceCompletionInput = z.output<typeof serviceCompletionForm>;

export const serviceCompletion = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  service_task_id: z.number().int(),
  done_on: z.string(),
  odometer: z.number().int().nullable(),
  hours: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type ServiceCompletion = z.infer<typeof serviceCompletion>;

/** `POST api/appointments/:id/done`: the visit was done that day, at that odometer. */
export const appointmentDoneForm = z.object({
  done_on: requiredText(maintenanceMessages.doneOnRequired).pipe(calendarDate()),
  done_odometer: odometerField,
});
export type AppointmentDoneInput = z.output<typeof appointmentDoneForm>;
