import type { NewChecklist } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { recordMeterReading } from '../meters/index.js';

/**
 * A checklist's readings (issue 37): its odometer and its engine hours, each when given, a reading
 * of source `checklist` taken when it was submitted, under the meters' rules (a jump beyond the
 * bound is refused until confirmed). The vehicle's current values follow.
 */
export async function recordChecklistMeters(
  db: Database,
  clock: Clock,
  {
    checklist,
    input,
    actorId,
  }: { checklist: { id: number; vehicleId: number; createdAt: Date }; input: NewChecklist; actorId: number },
) {
  const common = {
    vehicleId: checklist.vehicleId,
    takenAt: checklist.createdAt,
    source: 'checklist' as const,
    sourceRef: `checklist:${checklist.id}`,
    userId: actorId,
    confirmImplausible: input.confirm_implausible,
  };
  if (input.odm_read !== undefined) {
    await recordMeterReading(db, clock, { ...common, meter: 'odometer', value: input.odm_read, field: 'odm_read' });
  }
  if (input.hour_read !== undefined) {
    await recordMeterReading(db, clock, { ...common, meter: 'hours', value: input.hour_read, field: 'hour_read' });
  }
}
