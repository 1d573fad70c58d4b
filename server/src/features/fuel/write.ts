import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import {
  fuelMessages,
  fuelOdometerAboveMessage,
  fuelOdometerBelowMessage,
  meterMessages,
  type FuelEntry,
  type FuelEntryInput,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { readableDriverIds, scopeVehicleIds } from '../../lib/crew-scope.js';
import { AppError, fieldError, notFound, type FieldErrors } from '../../lib/errors.js';
import { forbiddenMessage, type CurrentUser } from '../../plugins/authentication.js';
import { addWeekExpense } from '../income/index.js';
import { refuseFillUpDeletion } from '../retention/index.js';
import { moveFuelMeters, recordFuelMeters, voidFuelMeters } from './meters.js';
import { getFuelEntry } from './present.js';
import {
  deleteFuelEntry,
  driverExists,
  fillUpAfter,
  findDriverIdOfUser,
  insertFuelEntry,
  lockFuelEntry,
  lockVehicle,
  readingBefore,
  setLastOdmRead,
  updateFuelEntry,
  vehicleMeters,
  type FuelRow,
} from './queries.js';

/** A fill-up's reading: null for a vehicle without an odometer (issue 37). */
type Fill = { vehicleId: number; date: string; odometer: number | null; costCents: number };

/**
 * A vehicle that does not exist is a field message; one outside the caller's vehicles (a driver's
 * are those assigned to them, as for checklists) is a 403. Then the vehicle's meters: the fill-up
 * gives the odometer of a vehicle that has one and only then, engine hours only with an hour
 * meter, and they are required when they are the vehicle's only meter (a loader, issue 37).
 */
async function checkVehicle(context: AppContext, caller: CurrentUser, input: FuelEntryInput) {
  const vehicle = await vehicleMeters(context.db, input.vehicle_id);
  if (!vehicle) throw fieldError('vehicle_id', fuelMessages.vehicleUnknown);
  if (caller.role !== 'admin' && !(await scopeVehicleIds(context, caller)).includes(vehicle.id)) {
    throw new AppError('forbidden', forbiddenMessage);
  }
  const errors: FieldErrors = {};
  if (vehicle.hasOdometer && input.odometer === undefined) errors.odometer = [fuelMessages.odometerRequired];
  if (!vehicle.hasOdometer && input.odometer !== undefined) errors.odometer = [meterMessages.noOdometer];
  if (!vehicle.hasHourMeter && input.hour_read !== undefined) errors.hour_read = [meterMessages.noHourMeter];
  if (!vehicle.hasOdometer && vehicle.hasHourMeter && input.hour_read === undefined) {
    errors.hour_read = [meterMessages.hourReadRequired];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
}

/**
 * A driver's fill-up is always their own; an admin may name any driver or none, a supervisor a
 * driver of their crew or none (another crew's driver is refused like an unknown one would be,
 * so the answer does not tell whether that id exists).
 */
async function driverOf(context: AppContext, caller: CurrentUser, input: FuelEntryInput): Promise<number | null> {
  if (caller.role === 'driver') return (await findDriverIdOfUser(context.db, caller.id)) ?? null;
  if (input.driver_id === undefined) return null;
  const readable = await readableDriverIds(context.db, caller);
  if (readable !== 'any') {
    if (!readable.includes(input.driver_id)) throw fieldError('driver_id', fuelMessages.driverOutsideCrew);
    return input.driver_id;
  }
  if (!(await driverExists(context.db, input.driver_id))) throw fieldError('driver_id', fuelMessages.driverUnknown);
  return input.driver_id;
}

function fillOf(context: AppContext, input: FuelEntryInput): Fill {
  const date = input.date ?? context.clock.today();
  if (date > context.clock.today()) throw fieldError('date', fuelMessages.dateInFuture);
  return {
    vehicleId: input.vehicle_id,
    date,
    odometer: input.odometer ?? null,
    costCents: Math.round(input.cost * 100),
  };
}

/**
 * With the vehicle locked: the reading may not go below one known before the fill-up's date, nor
 * above a later fill-up's (which would then go backwards). A reading above the vehicle's last one
 * becomes its last, as a checklist's does. A fill-up of a vehicle without an odometer has none.
 */
async function checkReading(db: Database, caller: CurrentUser, fill: Fill, exceptId: number | undefined, now: Date) {
  const vehicle = await lockVehicle(db, fill.vehicleId);
  if (!vehicle) throw fieldError('vehicle_id', fuelMessages.vehicleUnknown);
  if (fill.odometer === null) return;
  await checkFillUpRules(db, { ...fill, odometer: fill.odometer }, exceptId);
  // A new fill-up's reading moves the vehicle through the meters (fuel/meters.ts); a corrected one here.
  if (exceptId === undefined || fill.odometer <= vehicle.lastOdmRead) return;
  await setLastOdmRead(db, fill.vehicleId, fill.odometer, now);
  await recordAudit(db, {
    actorId: caller.id,
    action: 'update',
    entity: 'vehicle',
    entityId: fill.vehicleId,
    before: { lastOdmRead: vehicle.lastOdmRead },
    after: { lastOdmRead: fill.odometer },
  });
}

/** The fill-up rules, with the vehicle locked: never below a reading before its day, never above a later fill-up's. */
async function checkFillUpRules(db: Database, fill: Fill & { odometer: number }, exceptId: number | undefined) {
  const before = await readingBefore(db, fill.vehicleId, fill.date, exceptId);
  if (before && fill.odometer < before.odometer) {
    throw fieldError('odometer', fuelOdometerBelowMessage(before.odometer, before.date));
  }
  const after = await fillUpAfter(db, fill.vehicleId, fill.date, exceptId);
  if (after && fill.odometer > after.odometer) {
    throw fieldError('odometer', fuelOdometerAboveMessage(after.odometer, after.date));
  }
}

/** Adds (or with a negative amount takes back) a fill-up's cost in the gas expense of its week. */
function addGas(db: Database, caller: CurrentUser, fill: Pick<Fill, 'vehicleId' | 'date'>, cents: number, now: Date) {
  return addWeekExpense(db, {
    vehicleId: fill.vehicleId,
    date: fill.date,
    kind: 'gas',
    cents,
    now,
    actorId: caller.id,
    tooLarge: () => fieldError('cost', fuelMessages.costTooLarge),
  });
}

/**
 * A fill-up, at most once per request id (`Idempotency-Key`): a phone that retries after a lost
 * answer gets the fill-up it already made, with `replayed` set, and the week's gas is not added twice.
 */
export function createFuelEntry(
  context: AppContext,
  caller: CurrentUser,
  input: FuelEntryInput,
  claim?: IdempotencyClaim,
): Promise<Outcome<FuelEntry>> {
  return runOnce(
    context.db,
    claim,
    (keep) => createNewFuelEntry(context, caller, input, keep),
    (id) => getFuelEntry(context, id),
  );
}

async function createNewFuelEntry(
  context: AppContext,
  caller: CurrentUser,
  input: FuelEntryInput,
  keep: KeepKey,
): Promise<FuelEntry> {
  await checkVehicle(context, caller, input);
  const fill = fillOf(context, input);
  const driverId = await driverOf(context, caller, input);
  const now = context.clock.now();
  const id = await context.db.transaction(async (transaction) => {
    await checkReading(transaction, caller, fill, undefined, now);
    const created = await insertFuelEntry(transaction, {
      ...fill,
      driverId,
      litres: input.litres.toFixed(2),
      hourRead: input.hour_read ?? null,
      createdBy: caller.id,
      createdAt: now,
      updatedAt: now,
    });
    await addGas(transaction, caller, fill, fill.costCents, now);
    await recordFuelMeters(transaction, context.clock, {
      fill: { ...fill, id: created.id },
      input,
      actorId: caller.id,
    });
    await keep(transaction, created.id);
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'create',
      entity: 'fuel_entry',
      entityId: created.id,
      after: { ...created },
    });
    return created.id;
  });
  return getFuelEntry(context, id);
}

/** The old cost leaves its week and the new one joins its (maybe other) week, in one transaction. */
export async function updateFuelEntryForm(
  context: AppContext,
  caller: CurrentUser,
  id: number,
  input: FuelEntryInput,
): Promise<FuelEntry> {
  await checkVehicle(context, caller, input);
  const fill = fillOf(context, input);
  const driverId = await driverOf(context, caller, input);
  const now = context.clock.now();
  await context.db.transaction(async (transaction) => {
    const before = await lockFuelEntry(transaction, id);
    if (!before) throw notFound('Fuel entry');
    await checkReading(transaction, caller, fill, id, now);
    await addGas(transaction, caller, before, -before.costCents, now);
    await addGas(transaction, caller, fill, fill.costCents, now);
    const after = await updateFuelEntry(transaction, id, {
      ...fill,
      driverId,
      litres: input.litres.toFixed(2),
      hourRead: input.hour_read ?? null,
      updatedAt: now,
    });
    await moveFuelMeters(transaction, context.clock, { before, after, actorId: caller.id });
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'update',
      entity: 'fuel_entry',
      entityId: id,
      before: { ...before },
      after: { ...after },
    });
  });
  return getFuelEntry(context, id);
}

export async function removeFuelEntry(context: AppContext, caller: CurrentUser, id: number) {
  const now = context.clock.now();
  await context.db.transaction(async (transaction) => {
    const before: FuelRow | undefined = await lockFuelEntry(transaction, id);
    if (!before) throw notFound('Fuel entry');
    await refuseFillUpDeletion(transaction, context.clock, before);
    await addGas(transaction, caller, before, -before.costCents, now);
    await deleteFuelEntry(transaction, id);
    await voidFuelMeters(transaction, before, caller.id, now);
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'delete',
      entity: 'fuel_entry',
      entityId: id,
      before: { ...before },
    });
  });
}
