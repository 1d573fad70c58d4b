import type { FuelEntryInput } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { Clock } from '../../lib/clock.js';
import { moveRecordReading, recordMeterReading, voidRecordReading } from '../meters/index.js';

/** A fill-up's odometer is null for a vehicle without one (issue 37). */
type Fill = { id: number; vehicleId: number; date: string; odometer: number | null };

/** A fill-up of today was taken now; one of an earlier day, at noon of that day (the form gives no time). */
function takenAt(clock: Clock, date: string): Date {
  return date === clock.today() ? clock.now() : businessDateTime(`${date} 12:00:00`, clock.timeZone);
}

const sourceRef = (fill: Pick<Fill, 'id'>) => `fuel:${fill.id}`;

/**
 * A fill-up's readings (issue 37): its odometer and its engine hours, each when given, a reading of
 * source `fuel`. The fill-up rules (never below an earlier reading, never above a later fill-up's)
 * ran before; the meters' rules and the implausible-jump question follow, and the vehicle's
 * current values move when the fill-up is its latest reading.
 */
export async function recordFuelMeters(
  db: Database,
  clock: Clock,
  { fill, input, actorId }: { fill: Fill; input: FuelEntryInput; actorId: number },
) {
  const common = {
    vehicleId: fill.vehicleId,
    takenAt: takenAt(clock, fill.date),
    source: 'fuel' as const,
    sourceRef: sourceRef(fill),
    userId: actorId,
    confirmImplausible: input.confirm_implausible,
  };
  if (fill.odometer !== null) {
    await recordMeterReading(db, clock, { ...common, meter: 'odometer', value: fill.odometer, field: 'odometer' });
  }
  if (input.hour_read !== undefined) {
    await recordMeterReading(db, clock, { ...common, meter: 'hours', value: input.hour_read, field: 'hour_read' });
  }
}

/** A corrected fill-up moves the readings it made to its new vehicle, day and values. */
export async function moveFuelMeters(
  db: Database,
  clock: Clock,
  { before, after, actorId }: { before: Fill; after: Fill & { hourRead: number | null }; actorId: number },
) {
  const moved = { vehicleIdAfter: after.vehicleId, takenAt: takenAt(clock, after.date), actorId };
  const key = { vehicleId: before.vehicleId, sourceRef: sourceRef(before) };
  if (after.odometer !== null)
    await moveRecordReading(db, { ...key, ...moved, meter: 'odometer', value: after.odometer });
  if (after.hourRead !== null) await moveRecordReading(db, { ...key, ...moved, meter: 'hours', value: after.hourRead });
}

/** A deleted fill-up's readings are voided, kept in the vehicle's history. */
export async function voidFuelMeters(db: Database, fill: Fill, actorId: number, now: Date) {
  for (const meter of ['odometer', 'hours'] as const) {
    await voidRecordReading(db, {
      vehicleId: fill.vehicleId,
      meter,
      sourceRef: sourceRef(fill),
      reason: 'Fill-up deleted',
      actorId,
      now,
    });
  }
}
