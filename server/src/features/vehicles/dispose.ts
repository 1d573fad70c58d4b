import { disposalMessages, weekStart, type Vehicle } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { announce } from '../../lib/domain-events.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { changeTrackingFromWeek, updateVehicle } from './queries.js';
import { getVehicle, lockVehicle } from './service.js';

/**
 * `POST api/vehicles/{id}/dispose` (admins): the vehicle leaves the fleet on `date` for `reason`.
 * A vehicle whose records are kept cannot be deleted (features/retention): it is disposed of
 * instead. It becomes hidden and disabled, so it leaves every list and report (the Vehicles list
 * shows it under "Disposed"), its tracking rows from this week go as when it is disabled, its
 * drivers are taken off (running assignments end now, upcoming ones go, each logged), and its
 * records stay, deletable with it once the disposal period has passed. There is no undoing it.
 */
export async function disposeVehicle(
  context: AppContext,
  id: number,
  input: { date: string; reason: string },
  actorId: number,
): Promise<Vehicle> {
  const now = context.clock.now();
  const today = context.clock.today();
  if (input.date > today) throw fieldError('date', disposalMessages.dateInFuture);
  return context.db.transaction(async (transaction) => {
    const row = await lockVehicle(transaction, id);
    if (row.disposedOn) throw new AppError('conflict', disposalMessages.alreadyDisposed);
    await updateVehicle(transaction, id, {
      disposedOn: input.date,
      disposalReason: input.reason,
      status: 'hidden',
      enabled: false,
      updatedAt: now,
    });
    const trackingRows = await changeTrackingFromWeek(transaction, id, weekStart(today), { disabled: true });
    const released = await announce(context, transaction, 'vehicle disposed', { vehicle: row, actorId, now });
    await recordAudit(transaction, {
      actorId,
      action: 'dispose',
      entity: 'vehicle',
      entityId: id,
      before: { status: row.status, enabled: row.enabled, disposed_on: null },
      after: {
        status: 'hidden',
        enabled: false,
        disposed_on: input.date,
        disposal_reason: input.reason,
        tracking_rows_changed: trackingRows,
        assignments_ended: released.reduce((sum, answer) => sum + answer.ended, 0),
        assignments_removed: released.reduce((sum, answer) => sum + answer.removed, 0),
      },
    });
    return getVehicle(context, id, transaction);
  });
}
