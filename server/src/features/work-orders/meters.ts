import type { WorkOrderStatusInput } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { Clock } from '../../lib/clock.js';
import { recordMeterReading, voidRecordReading } from '../meters/index.js';

type DoneOrder = {
  id: number;
  vehicleId: number;
  completedOn: string | null;
  odometer: number | null;
  hours: number | null;
};

const sourceRef = (order: Pick<DoneOrder, 'id'>) => `work_order:${order.id}`;

/**
 * Mark done's meters (issue 37): the odometer and the engine hours given, each a reading of source
 * `work_order` (taken now when done today, else at noon of the completion day), under the meters'
 * rules. The service tasks it completes count from them.
 */
export async function recordWorkOrderMeters(
  db: Database,
  clock: Clock,
  { order, input, actorId }: { order: DoneOrder; input: WorkOrderStatusInput; actorId: number },
) {
  const day = order.completedOn ?? clock.today();
  const common = {
    vehicleId: order.vehicleId,
    takenAt: day === clock.today() ? clock.now() : businessDateTime(`${day} 12:00:00`, clock.timeZone),
    source: 'work_order' as const,
    sourceRef: sourceRef(order),
    userId: actorId,
    confirmImplausible: input.confirm_implausible,
  };
  if (order.odometer !== null) {
    await recordMeterReading(db, clock, { ...common, meter: 'odometer', value: order.odometer, field: 'odometer' });
  }
  if (order.hours !== null) {
    await recordMeterReading(db, clock, { ...common, meter: 'hours', value: order.hours, field: 'hours' });
  }
}

/** A reopened work order's readings are voided: the work it recorded is no longer done. */
export async function voidWorkOrderMeters(db: Database, order: DoneOrder, actorId: number, now: Date) {
  for (const meter of ['odometer', 'hours'] as const) {
    await voidRecordReading(db, {
      vehicleId: order.vehicleId,
      meter,
      sourceRef: sourceRef(order),
      reason: 'Work order reopened',
      actorId,
      now,
    });
  }
}
