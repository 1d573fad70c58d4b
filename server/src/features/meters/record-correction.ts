import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { followLatestReading } from './follow-latest.js';
import { lockReading, lockVehicleMeters, markVoided, readingOfRecord, updateReading } from './queries.js';
import { moveRecordReading } from './record-edits.js';
import { recordMeterReading, type NewMeterReading } from './record.js';

/** Thrown at the end of the check so that what it recorded does not stay. */
class Checked extends Error {}

/**
 * The reading a record that may be saved again (a mandatory maintenance sheet) makes, under its
 * `sourceRef`: recorded by the meters' rules the first time; on a save that changes its value or
 * time, checked by the same rules as if the earlier value had never been read (in a savepoint
 * rolled back), then moved, and the vehicle's current value follows its latest reading.
 */
export async function keepRecordReading(
  db: Database,
  clock: Clock,
  reading: NewMeterReading & { sourceRef: string; userId: number },
) {
  const before = await readingOfRecord(db, reading.vehicleId, reading.meter, reading.sourceRef);
  if (!before || before.voidedAt) {
    await recordMeterReading(db, clock, reading);
    return;
  }
  if (before.value === reading.value && before.takenAt.getTime() === reading.takenAt.getTime()) return;
  let flagged = before.flagged;
  try {
    await db.transaction(async (savepoint) => {
      await markVoided(savepoint, before.id, { voidedAt: clock.now(), voidedBy: null, voidReason: 'checked' });
      const checked = await recordMeterReading(savepoint, clock, {
        ...reading,
        sourceRef: `${reading.sourceRef}:check`,
      });
      flagged = (await lockReading(savepoint, checked.id))?.flagged ?? false;
      throw new Checked();
    });
  } catch (error) {
    if (!(error instanceof Checked)) throw error;
  }
  // Flagged as the new value is: a far jump corrected to a plausible value is no longer one.
  if (flagged !== before.flagged) await updateReading(db, before.id, { flagged });
  await moveRecordReading(db, {
    vehicleId: reading.vehicleId,
    vehicleIdAfter: reading.vehicleId,
    meter: reading.meter,
    sourceRef: reading.sourceRef,
    value: reading.value,
    takenAt: reading.takenAt,
    actorId: reading.userId,
  });
  const vehicle = await lockVehicleMeters(db, reading.vehicleId);
  if (vehicle) await followLatestReading(db, clock.now(), { vehicle, meter: reading.meter, actorId: reading.userId });
}
