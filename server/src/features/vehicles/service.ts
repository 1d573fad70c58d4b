import {
  vehicleFileKeys,
  vehicleMessages,
  type Vehicle,
  type VehicleFilter,
  type VehicleListRow,
  type VehicleFormValues,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { announce } from '../../lib/domain-events.js';
import { fieldError, notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { outOfServiceSince } from '../../lib/out-of-service-queries.js';
import { latestValidUntil } from '../../lib/inspection-state-queries.js';
import { formColumns } from './form.js';
import { listVehicles } from './list-queries.js';
import {
  currentSlotDrivers,
  deleteVehicle,
  equipmentNumberTaken,
  findVehicleRow,
  insertVehicle,
  updateVehicle,
  type VehicleRow,
} from './queries.js';
import { storedKey, toVehicle, toVehicleListRow } from './serialize.js';
import { recordVehicleFormMeters } from './form-meters.js';

const equipmentNumberTakenError = () => fieldError('equipment_number', vehicleMessages.equipmentNumberTaken);

/** A row as the API shows it, with its current drivers. */
export async function presentVehicle(
  context: AppContext,
  row: VehicleRow,
  db: Database = context.db,
): Promise<Vehicle> {
  const [slots, outOfService, validUntil] = await Promise.all([
    currentSlotDrivers(db, [row.id], context.clock.now()),
    outOfServiceSince(db, [row.id]),
    latestValidUntil(db, [row.id], context.clock.timeZone),
  ]);
  return toVehicle(row, slots.get(row.id), context.clock, outOfService.get(row.id) ?? null, validUntil.get(row.id));
}

/** The vehicle as the API shows it, or the 404 every vehicle call answers for an unknown id. */
export async function getVehicle(context: AppContext, id: number, db: Database = context.db): Promise<Vehicle> {
  const row = await findVehicleRow(db, id);
  if (!row) throw notFound('Vehicle');
  return presentVehicle(context, row, db);
}

/** The vehicle row, locked for the rest of the transaction, or the 404. */
export async function lockVehicle(transaction: Database, id: number): Promise<VehicleRow> {
  const row = await findVehicleRow(transaction, id, { lock: true });
  if (!row) throw notFound('Vehicle');
  return row;
}

export async function listVehiclePage(
  context: AppContext,
  filter: VehicleFilter,
  request: PageRequest,
): Promise<ListPage<VehicleListRow>> {
  const now = context.clock.now();
  const { rows, total } = await listVehicles(context.db, filter, request, now, context.clock.today());
  const ids = rows.map((row) => row.vehicle.id);
  const [slots, outOfService, validUntil] = await Promise.all([
    currentSlotDrivers(context.db, ids, now),
    outOfServiceSince(context.db, ids),
    latestValidUntil(context.db, ids, context.clock.timeZone),
  ]);
  return {
    rows: rows.map((row) =>
      toVehicleListRow(
        row.vehicle,
        slots.get(row.vehicle.id),
        context.clock,
        outOfService.get(row.vehicle.id) ?? null,
        validUntil.get(row.vehicle.id),
      ),
    ),
    total,
  };
}

/** Runs a save, turning a race on the equipment number's unique index into the form's message. */
async function withUniqueEquipmentNumber<Result>(save: () => Promise<Result>): Promise<Result> {
  try {
    return await save();
  } catch (error) {
    throw isUniqueViolation(error) ? equipmentNumberTakenError() : error;
  }
}

export async function createVehicle(context: AppContext, form: VehicleFormValues, actorId: number): Promise<Vehicle> {
  const now = context.clock.now();
  return withUniqueEquipmentNumber(() =>
    context.db.transaction(async (transaction) => {
      if (await equipmentNumberTaken(transaction, form.equipment_number)) throw equipmentNumberTakenError();
      const created = await insertVehicle(transaction, {
        ...formColumns(form),
        createdAt: now,
        updatedAt: now,
      });
      const vehicle = await presentVehicle(context, created, transaction);
      await recordVehicleFormMeters(transaction, { before: undefined, after: created, actorId, now });
      await recordAudit(transaction, {
        actorId,
        action: 'create',
        entity: 'vehicle',
        entityId: created.id,
        after: vehicle,
      });
      return vehicle;
    }),
  );
}

/** Saves the edit form; files, colour, status and drivers have calls of their own and stay as they are. */
export async function changeVehicle(
  context: AppContext,
  id: number,
  form: VehicleFormValues,
  actorId: number,
): Promise<Vehicle> {
  const now = context.clock.now();
  return withUniqueEquipmentNumber(() =>
    context.db.transaction(async (transaction) => {
      const row = await lockVehicle(transaction, id);
      const before = await presentVehicle(context, row, transaction);
      if (await equipmentNumberTaken(transaction, form.equipment_number, id)) throw equipmentNumberTakenError();
      await updateVehicle(transaction, id, { ...formColumns(form), updatedAt: now });
      await recordVehicleFormMeters(transaction, {
        before: row,
        after: await lockVehicle(transaction, id),
        actorId,
        now,
      });
      const after = await getVehicle(context, id, transaction);
      await recordAudit(transaction, { actorId, action: 'update', entity: 'vehicle', entityId: id, before, after });
      return after;
    }),
  );
}

/**
 * Deletes the vehicle with its tracking, expenses, checklists and assignments. Its drivers are
 * released first (logged); its stored files are removed once the deletion is committed. A vehicle
 * whose checklists are younger than 6 months or whose defect repairs are younger than 12 months
 * is kept (409), whatever the role: they are its legal inspection and repair records.
 */
export async function removeVehicle(context: AppContext, id: number, actorId: number): Promise<void> {
  const now = context.clock.now();
  const keys = await context.db.transaction(async (transaction) => {
    const row = await lockVehicle(transaction, id);
    const before = await presentVehicle(context, row, transaction);
    // Checklists refuse while the vehicle's inspection or repair records must be kept (409);
    // assignments take its drivers off.
    await announce(context, transaction, 'vehicle deleted', { vehicle: row, actorId, now });
    await deleteVehicle(transaction, id);
    await recordAudit(transaction, { actorId, action: 'delete', entity: 'vehicle', entityId: id, before });
    return vehicleFileKeys.map((key) => storedKey(row, key)).filter((key): key is string => key !== null);
  });
  for (const key of keys) {
    await context.files.remove(key).catch((error: unknown) => {
      context.logger.warn({ err: error, key }, 'A deleted vehicle file could not be removed');
    });
  }
}
