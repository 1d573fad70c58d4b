import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { readDigestPreference, writeDigestPreference } from './queries.js';

/** Turns the admin's own digest on or off, audited with before and after. */
export async function saveDigestPreference(context: AppContext, userId: number, on: boolean): Promise<void> {
  await context.db.transaction(async (transaction) => {
    const before = await readDigestPreference(transaction, userId);
    await writeDigestPreference(transaction, userId, on, context.clock.now());
    await recordAudit(transaction, {
      actorId: userId,
      action: 'update',
      entity: 'user',
      entityId: userId,
      before: { daily_digest: before },
      after: { daily_digest: on },
    });
  });
}
