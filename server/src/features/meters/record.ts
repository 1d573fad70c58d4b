import {
  implausiblePerDay,
  meterAboveMessage,
  meterBelowMessage,
  meterImplausibleMessage,
  meterMessages,
  type MeterKind,
  type MeterSource,
} from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { fieldError } from '../../lib/errors.js';
import { databaseBook, type MeterBook } from './book.js';
import type { LockedVehicleMeters } from './queries.js';

/** A reading to keep, from a form, a batch or an import. */
export type NewMeterReading = {
  vehicleId: number;
  meter: MeterKind;
  value: number;
  takenAt: Date;
  source: MeterSource;
  /** `checklist:12`, `fuel:4`, a telematics id; a reading is kept once per vehicle, meter, time and ref. */
  sourceRef: string | null;
  userId: number | null;
  apiTokenId?: number | null;
  /** Yes after the implausible-jump warning: the reading is then kept, flagged. */
  confirmImplausible?: boolean;
  /** The form field a refusal is answered under (`odm_read`, `hour_read`, `value`). */
  field: string;
};

export type RecordedReading = { status: 'created' | 'duplicate'; id: number; moved: boolean };

const dayMs = 24 * 60 * 60 * 1000;

/** The reference of the reading that holds the value a vehicle had before readings were kept. */
export const startingRef = (vehicleId: number) => `vehicle:${vehicleId}`;

const currentOf = (vehicle: LockedVehicleMeters, meter: MeterKind) =>
  meter === 'hours' ? vehicle.lastHourRead : vehicle.lastOdmRead;

/**
 * A vehicle whose meter was set before readings were kept (or on its form) gets that value as its
 * first reading, so the rules and the history start from what the vehicle already said.
 */
async function keepStartingValue(
  book: MeterBook,
  clock: Clock,
  vehicle: LockedVehicleMeters,
  reading: NewMeterReading,
) {
  const current = currentOf(vehicle, reading.meter);
  if (current <= 0 || (await book.hasLive(vehicle.id, reading.meter))) return;
  // The value has no time of its own: it goes where it fits, just before a first reading at or above
  // it (which then moves the vehicle), or after one below it (a late reading, kept in the history only).
  const taken = reading.takenAt.getTime();
  const now = clock.now().getTime();
  const takenAt = new Date(
    reading.value >= current ? Math.min(vehicle.updatedAt.getTime(), now, taken - 1000) : Math.max(now, taken + 1000),
  );
  await book.insert({
    vehicleId: vehicle.id,
    meter: reading.meter,
    value: current,
    takenAt,
    source: 'manual',
    sourceRef: startingRef(vehicle.id),
    createdAt: clock.now(),
  });
}

/**
 * The odometer's rules, for either meter: never below a reading known before it, never above a
 * later one (which would then go backwards), each refused with the reading and the day it
 * conflicts with; a jump beyond the bound per elapsed day since the reading before it is asked to
 * be confirmed, and kept flagged when it is. Answers whether it is flagged.
 */
async function checkReading(book: MeterBook, clock: Clock, reading: NewMeterReading): Promise<boolean> {
  const day = (moment: Date) => clock.formatDateTime(moment).slice(0, 10);
  const before = await book.atOrBefore(reading.vehicleId, reading.meter, reading.takenAt);
  if (before && reading.value < before.value) {
    throw fieldError(reading.field, meterBelowMessage(reading.meter, before.value, day(before.takenAt)));
  }
  const after = await book.after(reading.vehicleId, reading.meter, reading.takenAt);
  if (after && reading.value > after.value) {
    throw fieldError(reading.field, meterAboveMessage(reading.meter, after.value, day(after.takenAt)));
  }
  // The value typed on the vehicle form is not a measurement in time: a jump from it is not questioned.
  if (!before || before.sourceRef === startingRef(reading.vehicleId)) return false;
  const days = Math.max(1, (reading.takenAt.getTime() - before.takenAt.getTime()) / dayMs);
  const implausible = reading.value - before.value > implausiblePerDay[reading.meter] * days;
  if (implausible && !reading.confirmImplausible) {
    throw fieldError(reading.field, meterImplausibleMessage(reading.meter, before.value, day(before.takenAt)));
  }
  return implausible;
}

/** A reading kept by the rules, and what it changed: the vehicle's value before it, and whether it moved. */
export type KeptReading = {
  status: 'created' | 'duplicate';
  id: number;
  moved: boolean;
  current: number;
  /** The row kept (the database's whole row, for the audit), absent for a duplicate. */
  created?: { id: number };
};

/**
 * The meters' rules over a book (the database, or an import's dry run copy): the vehicle must have
 * the meter; the same reading again is a duplicate that changes nothing; otherwise the reading is
 * checked and kept, and a reading taken after every other becomes the vehicle's current value.
 */
export async function keepMeterReading(book: MeterBook, clock: Clock, reading: NewMeterReading): Promise<KeptReading> {
  const vehicle = await book.vehicle(reading.vehicleId);
  if (!vehicle) throw fieldError(reading.field, meterMessages.vehicleUnknown);
  if (reading.meter === 'hours' && !vehicle.hasHourMeter) throw fieldError(reading.field, meterMessages.noHourMeter);
  const current = currentOf(vehicle, reading.meter);
  const same = await book.same(reading);
  if (same) return { status: 'duplicate', id: same.id, moved: false, current };
  await keepStartingValue(book, clock, vehicle, reading);
  const flagged = await checkReading(book, clock, reading);
  const now = clock.now();
  const created = await book.insert({
    vehicleId: reading.vehicleId,
    meter: reading.meter,
    value: reading.value,
    takenAt: reading.takenAt,
    source: reading.source,
    sourceRef: reading.sourceRef,
    userId: reading.userId,
    apiTokenId: reading.apiTokenId ?? null,
    flagged,
    createdAt: now,
  });
  const latest = !(await book.after(reading.vehicleId, reading.meter, reading.takenAt));
  const moved = latest && current !== reading.value;
  if (moved) await book.setCurrent(reading.vehicleId, reading.meter, reading.value, now);
  return { status: 'created', id: created.id, moved, current, created };
}

/**
 * Keeps one reading, inside the caller's transaction, with the vehicle row locked. The same
 * reading again (vehicle, meter, time, ref) is a duplicate and changes nothing. A reading taken
 * after every other becomes the vehicle's current value (`last_odm_read` / `last_hour_read`); a
 * late one stays in the history only. Refusals are 422s under `reading.field`. Both are audited.
 */
export async function recordMeterReading(
  db: Database,
  clock: Clock,
  reading: NewMeterReading,
): Promise<RecordedReading> {
  const kept = await keepMeterReading(databaseBook(db), clock, reading);
  if (kept.status === 'duplicate') return { status: 'duplicate', id: kept.id, moved: false };
  if (kept.moved) {
    const column = reading.meter === 'hours' ? 'lastHourRead' : 'lastOdmRead';
    await recordAudit(db, {
      actorId: reading.userId,
      action: 'update',
      entity: 'vehicle',
      entityId: reading.vehicleId,
      before: { [column]: kept.current },
      after: { [column]: reading.value },
    });
  }
  await recordAudit(db, {
    actorId: reading.userId,
    action: 'create',
    entity: 'meter_reading',
    entityId: kept.id,
    after: { ...kept.created },
  });
  return { status: 'created', id: kept.id, moved: kept.moved };
}
