import { checklistMessages } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { refuseChecklistDeletion } from '../retention/index.js';
import { deleteChecklistRow, lockChecklist } from './record-queries.js';

/**
 * `DELETE api/checklist/{id}` (admins): only once the retention rules let it go (the checklist
 * period, and the repair period of a defect it opened: features/retention); before, a 409 naming
 * the day it is kept until. Its photos and signature are removed once the deletion is committed.
 */
export async function deleteChecklist(context: AppContext, id: number, actorId: number): Promise<void> {
  const keys = await context.db.transaction(async (transaction) => {
    const row = await lockChecklist(transaction, id);
    if (!row) throw new AppError('not_found', checklistMessages.notFound);
    await refuseChecklistDeletion(transaction, context.clock, row);
    const photoKeys = await deleteChecklistRow(transaction, id);
    await recordAudit(transaction, { actorId, action: 'delete', entity: 'checklist', entityId: id, before: row });
    return row.signatureKey ? [...photoKeys, row.signatureKey] : photoKeys;
  });
  for (const key of keys) {
    await context.files.remove(key).catch((error: unknown) => {
      context.logger.warn({ err: error, key }, 'A deleted checklist file could not be removed');
    });
  }
}
