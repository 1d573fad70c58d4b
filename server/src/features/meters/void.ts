import { meterMessages, type MeterReading, type VoidMeterReadingRequest } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { getMeterReading } from './present.js';
import { followLatestReading } from './follow-latest.js';
import { lockReading, lockVehicleMeters, markVoided } from './queries.js';

/**
 * `POST api/meter_readings/{id}/void`: a wrong reading (a typo of 5,000,000 km) is kept with who
 * voided it, when and why, and no longer counts: the vehicle's current value becomes its latest
 * reading still in use (unchanged when none is left), in the same transaction, audited.
 */
export async function voidMeterReading(
  context: AppContext,
  caller: CurrentUser,
  id: number,
  input: VoidMeterReadingRequest,
): Promise<MeterReading> {
  const now = context.clock.now();
  await context.db.transaction(async (transaction) => {
    const before = await lockReading(transaction, id);
    if (!before) throw new AppError('not_found', meterMessages.notFound);
    const vehicle = await lockVehicleMeters(transaction, before.vehicleId);
    if (!vehicle) throw notFound('Vehicle');
    if (before.voidedAt) throw new AppError('conflict', meterMessages.alreadyVoided);
    const after = await markVoided(transaction, id, { voidedAt: now, voidedBy: caller.id, voidReason: input.reason });
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'void',
      entity: 'meter_reading',
      entityId: id,
      before: { ...before },
      after: { ...after },
    });
    await followLatestReading(transaction, now, { vehicle, meter: before.meter, actorId: caller.id });
  });
  return getMeterReading(context, id);
}
