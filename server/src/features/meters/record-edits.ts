import type { MeterKind } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { insertReading, markVoided, readingOfRecord, updateReading } from './queries.js';
import { startingRef } from './record.js';

type RecordReading = { vehicleId: number; meter: MeterKind; sourceRef: string };

/**
 * A record's edit moves the reading it made (a fill-up's date or odometer corrected): the record's
 * own rules have checked the new value, and the vehicle's current value follows them as before.
 */
export async function moveRecordReading(
  db: Database,
  reading: RecordReading & { vehicleIdAfter: number; value: number; takenAt: Date; actorId: number },
) {
  const before = await readingOfRecord(db, reading.vehicleId, reading.meter, reading.sourceRef);
  if (!before || before.voidedAt) return;
  const after = { vehicleId: reading.vehicleIdAfter, value: reading.value, takenAt: reading.takenAt };
  await updateReading(db, before.id, after);
  await recordAudit(db, {
    actorId: reading.actorId,
    action: 'update',
    entity: 'meter_reading',
    entityId: before.id,
    before: { ...before },
    after: { ...before, ...after },
  });
}

/** A deleted record's reading is voided (kept, with the reason), never deleted. */
export async function voidRecordReading(
  db: Database,
  reading: RecordReading & { reason: string; actorId: number; now: Date },
) {
  const before = await readingOfRecord(db, reading.vehicleId, reading.meter, reading.sourceRef);
  if (!before || before.voidedAt) return;
  const after = await markVoided(db, before.id, {
    voidedAt: reading.now,
    voidedBy: reading.actorId,
    voidReason: reading.reason,
  });
  await recordAudit(db, {
    actorId: reading.actorId,
    action: 'void',
    entity: 'meter_reading',
    entityId: before.id,
    before: { ...before },
    after: { ...after },
  });
}

/**
 * A value typed on the vehicle form (`last_odm_read`, `last_hour_read`): an admin's statement,
 * kept as a `manual` reading taken now, without the reading rules (it may correct a wrong value
 * downwards); the form has already saved the vehicle's current value.
 */
export async function recordFormReading(
  db: Database,
  reading: { vehicleId: number; meter: MeterKind; value: number; takenAt: Date; userId: number },
) {
  const created = await insertReading(db, {
    ...reading,
    source: 'manual',
    sourceRef: startingRef(reading.vehicleId),
    createdAt: reading.takenAt,
  });
  await recordAudit(db, {
    actorId: reading.userId,
    action: 'create',
    entity: 'meter_reading',
    entityId: created.id,
    after: { ...created },
  });
}
