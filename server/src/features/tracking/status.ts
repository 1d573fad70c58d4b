import { trackingMessages, type TrackingRow } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { lockTrackingById, updateTrackingRow } from './queries.js';
import { getTrackingRow } from './service.js';

/**
 * `POST api/trackings/status/{id}` (and the spec's GET): flips a row between enabled and disabled
 * (the status filter's 1 and 0).
 */
export async function toggleTrackingStatus(
  context: AppContext,
  id: number,
  actorId: number,
): Promise<{ row: TrackingRow; message: string }> {
  return context.db.transaction(async (transaction) => {
    const locked = await lockTrackingById(transaction, id);
    if (!locked) throw notFound('Tracking');
    const before = await getTrackingRow(transaction, id);
    const enabled = !locked.enabled;
    await updateTrackingRow(transaction, id, { enabled, updatedAt: context.clock.now() });
    const after = await getTrackingRow(transaction, id);
    await recordAudit(transaction, {
      actorId,
      action: enabled ? 'enable' : 'disable',
      entity: 'tracking',
      entityId: id,
      before,
      after,
    });
    return { row: after, message: enabled ? trackingMessages.enabled : trackingMessages.disabled };
  });
}
