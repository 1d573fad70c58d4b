import { disposalMessages, vehicleMessages, weekStart, type Vehicle, type VehicleStatusName } from '@fleet-ops/shared';
import { AppError } from '../../lib/errors.js';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { changeTrackingFromWeek, updateVehicle } from './queries.js';
import { getVehicle, lockVehicle, presentVehicle } from './service.js';

/**
 * `PUT api/vehicles/status/{id}`: `status` toggles active/hidden, `enabled` toggles
 * enabled/disabled; the vehicle, its tracking rows and the audit entry change together.
 * DESIGN.md section 4: disabling removes the vehicle from the tracking of the current and future
 * weeks (enabling adds nothing: a week's rows are made when the week is opened); hiding marks
 * those rows hidden and showing unmarks them.
 */
export async function toggleVehicleStatus(
  context: AppContext,
  id: number,
  name: VehicleStatusName,
  actorId: number,
): Promise<{ vehicle: Vehicle; message: string }> {
  const now = context.clock.now();
  const today = context.clock.today();
  return context.db.transaction(async (transaction) => {
    const row = await lockVehicle(transaction, id);
    // A disposed vehicle stays hidden and disabled: it left the fleet (dispose.ts).
    if (row.disposedOn) throw new AppError('conflict', disposalMessages.disposedLocked);
    const before = await presentVehicle(context, row, transaction);
    let message: string;
    let action: string;
    let trackingRows: number;
    if (name === 'enabled') {
      const enabled = !row.enabled;
      await updateVehicle(transaction, id, { enabled, updatedAt: now });
      trackingRows = enabled ? 0 : await changeTrackingFromWeek(transaction, id, weekStart(today), { disabled: true });
      message = enabled ? vehicleMessages.enabled : vehicleMessages.disabled;
      action = enabled ? 'enable' : 'disable';
    } else {
      const status = row.status === 'active' ? 'hidden' : 'active';
      await updateVehicle(transaction, id, { status, updatedAt: now });
      trackingRows = await changeTrackingFromWeek(transaction, id, weekStart(today), { hidden: status === 'hidden' });
      message = status === 'hidden' ? vehicleMessages.hidden : vehicleMessages.activated;
      action = status === 'hidden' ? 'hide' : 'show';
    }
    const after = await getVehicle(context, id, transaction);
    await recordAudit(transaction, {
      actorId,
      action,
      entity: 'vehicle',
      entityId: id,
      before: { enabled: before.enabled, status: before.status },
      after: { enabled: after.enabled, status: after.status, tracking_rows_changed: trackingRows },
    });
    return { vehicle: after, message };
  });
}

/** `POST api/vehicles/color`: the row colour of the vehicle in the lists. */
export async function assignVehicleColor(
  context: AppContext,
  id: number,
  color: string,
  actorId: number,
): Promise<Vehicle> {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const row = await lockVehicle(transaction, id);
    await updateVehicle(transaction, id, { color, updatedAt: now });
    const after = await getVehicle(context, id, transaction);
    await recordAudit(transaction, {
      actorId,
      action: 'update',
      entity: 'vehicle',
      entityId: id,
      before: { color: row.color },
      after: { color: after.color },
    });
    return after;
  });
}
