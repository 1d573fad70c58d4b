import {
  appointmentMessages,
  type Appointment,
  type AppointmentInput,
  type AppointmentListQuery,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { findAllowedLocation } from '../locations/index.js';
import { serviceTaskProblem } from '../maintenance/index.js';
import { syncCompletion } from './service-task-link.js';
import {
  deleteAppointment,
  findAppointment,
  findAppointmentType,
  findVehicleByVin,
  insertAppointment,
  listAppointmentTypes,
  listAppointments,
  slotTaken,
  updateAppointment,
  type AppointmentQueryRow,
} from './queries.js';

/** Stored comments of 'null' (older clients wrote the word) read as none. */
function storedComments(comments: string | null): string | null {
  if (comments === null) return null;
  const trimmed = comments.trim();
  return trimmed === '' || trimmed.toLowerCase() === 'null' ? null : comments;
}

export function toAppointment(row: AppointmentQueryRow): Appointment {
  return {
    id: row.id,
    date: row.date,
    time: row.time.slice(0, 5),
    vehicle_id: row.vehicleId,
    equipment_number: row.equipmentNumber,
    VIN_No: row.vinNo,
    vehicle_type: row.vehicleType,
    vehicle_parent_type: row.vehicleParentType,
    appointment_type_id: row.typeId,
    appointment_type: row.typeName,
    location_name: row.locationName,
    locations_id: row.locationId,
    comments: storedComments(row.comments),
    service_task_id: row.serviceTaskId,
    service_task_name: row.serviceTaskName,
    done_on: row.doneOn,
    done_odometer: row.doneOdometer,
  };
}

export async function getAppointment(context: AppContext, id: number, db: Database = context.db) {
  const row = await findAppointment(db, id);
  if (!row) throw notFound('Appointment');
  return toAppointment(row);
}

export async function listAppointmentRows(context: AppContext, query: AppointmentListQuery) {
  const { when, ...range } = query;
  const period = when === 'all' ? undefined : { when, today: context.clock.today() };
  const rows = await listAppointments(context.db, { ...range, period });
  return rows.map(toAppointment);
}

export function appointmentTypeList(context: AppContext) {
  return listAppointmentTypes(context.db);
}

/** Turns the form's names into rows: the vehicle by VIN, the type by id or name, an allowed location. */
async function resolve(db: Database, input: AppointmentInput) {
  // One after the other: `db` is a transaction here, one connection, which runs one query at a time.
  const vehicle = await findVehicleByVin(db, input.vehicle_no, input.vehicle_id);
  const type = await findAppointmentType(db, input.appointment_type);
  const location = await findAllowedLocation(db, input.location_id);
  const errors: Record<string, string[]> = {};
  if (!vehicle) errors.vehicle_no = [appointmentMessages.vehicleInvalid];
  if (!type) errors.appointment_type = [appointmentMessages.typeInvalid];
  if (!location) errors.location_id = [appointmentMessages.locationInvalid];
  const taskProblem = vehicle ? await serviceTaskProblem(db, input.service_task_id, vehicle.id) : undefined;
  if (taskProblem) errors.service_task_id = [taskProblem];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
  return {
    vehicleId: vehicle!.id,
    appointmentTypeId: type!.id,
    locationId: location!.id,
    date: input.date_to_added,
    time: input.time,
    comments: input.comments,
    serviceTaskId: input.service_task_id ?? null,
  };
}

const doubleBooked = () => new AppError('conflict', appointmentMessages.doubleBooked);

/** The slot check runs first for a clear answer; the unique index settles two saves racing. */
async function guardSlot<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? doubleBooked() : error;
  }
}

export async function createAppointment(
  context: AppContext,
  input: AppointmentInput,
  actorId: number,
): Promise<Appointment> {
  const now = context.clock.now();
  return guardSlot(() =>
    context.db.transaction(async (transaction) => {
      const values = await resolve(transaction, input);
      if (await slotTaken(transaction, values)) throw doubleBooked();
      const created = await insertAppointment(transaction, {
        ...values,
        createdBy: actorId,
        createdAt: now,
        updatedAt: now,
      });
      const after = await getAppointment(context, created.id, transaction);
      await recordAudit(transaction, { actorId, action: 'create', entity: 'appointment', entityId: after.id, after });
      return after;
    }),
  );
}

export async function changeAppointment(
  context: AppContext,
  id: number,
  input: AppointmentInput,
  actorId: number,
): Promise<Appointment> {
  const now = context.clock.now();
  return guardSlot(() =>
    context.db.transaction(async (transaction) => {
      const before = await getAppointment(context, id, transaction);
      const values = await resolve(transaction, input);
      if (await slotTaken(transaction, values, id)) throw doubleBooked();
      await updateAppointment(transaction, id, { ...values, updatedAt: now });
      // A visit already done keeps its completion in step with the task and vehicle it now names.
      if (before.done_on !== null) await syncCompletion(transaction, id, actorId, now);
      const after = await getAppointment(context, id, transaction);
      await recordAudit(transaction, { actorId, action: 'update', entity: 'appointment', entityId: id, before, after });
      return after;
    }),
  );
}

export async function removeAppointment(context: AppContext, id: number, actorId: number): Promise<void> {
  await context.db.transaction(async (transaction) => {
    const before = await getAppointment(context, id, transaction);
    await deleteAppointment(transaction, id);
    await recordAudit(transaction, { actorId, action: 'delete', entity: 'appointment', entityId: id, before });
  });
}
