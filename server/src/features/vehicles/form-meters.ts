import type { Database } from '../../db/client.js';
import { recordFormReading } from '../meters/index.js';

type Meters = { id: number; lastOdmRead: number; lastHourRead: number; hasHourMeter: boolean };

/**
 * A meter value typed on the vehicle form becomes a `manual` reading of its history (issue 37):
 * on a new vehicle each value above 0, on an edit each value that changed.
 */
export async function recordVehicleFormMeters(
  db: Database,
  { before, after, actorId, now }: { before: Meters | undefined; after: Meters; actorId: number; now: Date },
) {
  const changes = [
    { meter: 'odometer' as const, value: after.lastOdmRead, was: before?.lastOdmRead ?? 0 },
    { meter: 'hours' as const, value: after.hasHourMeter ? after.lastHourRead : 0, was: before?.lastHourRead ?? 0 },
  ];
  for (const { meter, value, was } of changes) {
    if (value === was || (before === undefined && value === 0) || (meter === 'hours' && !after.hasHourMeter)) continue;
    await recordFormReading(db, { vehicleId: after.id, meter, value, takenAt: now, userId: actorId });
  }
}
