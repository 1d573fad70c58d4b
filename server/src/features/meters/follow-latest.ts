import type { MeterKind } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { latestValue, setCurrentValue, type lockVehicleMeters } from './queries.js';

type LockedVehicleMeters = NonNullable<Awaited<ReturnType<typeof lockVehicleMeters>>>;

/**
 * After a reading is voided or moved, the vehicle's current value becomes its latest reading still
 * in use (unchanged when none is left), audited when it moves. The vehicle is locked by the caller.
 */
export async function followLatestReading(
  db: Database,
  now: Date,
  change: { vehicle: LockedVehicleMeters; meter: MeterKind; actorId: number },
) {
  const { vehicle, meter } = change;
  const column = meter === 'hours' ? 'lastHourRead' : 'lastOdmRead';
  const current = vehicle[column];
  const latest = (await latestValue(db, vehicle.id, meter)) ?? current;
  if (latest === current) return;
  await setCurrentValue(db, vehicle.id, meter, latest, now);
  await recordAudit(db, {
    actorId: change.actorId,
    action: 'update',
    entity: 'vehicle',
    entityId: vehicle.id,
    before: { [column]: current },
    after: { [column]: latest },
  });
}
