import { driverArchivedMessage, driverMessages, type Driver, type DriverStatusMode } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { announce } from '../../lib/domain-events.js';
import { revokeUserSessions } from '../auth/index.js';
import { updateDriver, updateDriverUser } from './queries.js';
import { getDriver } from './service.js';

/**
 * `POST api/drivers/status/{id}/{mode}` flips `enabled` or `archived`. The sign-in follows: a
 * driver who is disabled or archived cannot sign in and is signed out at once. Archiving also
 * takes the driver off every vehicle. All of it happens in one transaction.
 */
export async function toggleDriverStatus(
  context: AppContext,
  id: number,
  mode: DriverStatusMode,
  actorId: number,
): Promise<{ driver: Driver; message: string }> {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const before = await getDriver(context, id, transaction);
    const enabled = mode === 'enabled' ? !before.enabled : before.enabled;
    const archived = mode === 'archived' ? !before.archived : before.archived;
    await updateDriver(transaction, id, { enabled, archived, updatedAt: now });
    const canSignIn = enabled && !archived;
    await updateDriverUser(transaction, before.user_id, { enabled: canSignIn, updatedAt: now });
    if (!canSignIn) await revokeUserSessions(transaction, before.user_id, now);

    let message: string;
    if (mode === 'enabled') {
      message = enabled ? driverMessages.enabled : driverMessages.disabled;
    } else if (archived) {
      const released = await announce(context, transaction, 'driver archived', { driverId: id, actorId, now });
      message = driverArchivedMessage({
        ended: released.reduce((sum, answer) => sum + answer.ended, 0),
        removed: released.reduce((sum, answer) => sum + answer.removed, 0),
      });
    } else {
      message = driverMessages.unarchived;
    }
    const after = await getDriver(context, id, transaction);
    const action = mode === 'enabled' ? (enabled ? 'enable' : 'disable') : archived ? 'archive' : 'unarchive';
    await recordAudit(transaction, { actorId, action, entity: 'driver', entityId: id, before, after });
    return { driver: after, message };
  });
}
