import type { FastifyReply } from 'fastify';
import { checklistMessages, checklistRecordMessages, type ChecklistAmendment } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import { forbiddenMessage, type CurrentUser } from '../../plugins/authentication.js';
import { crewScope } from '../../lib/crew-scope.js';
import { presentAmendment } from './present.js';
import { findChecklist } from './queries.js';
import { insertAmendment } from './record-queries.js';
import { visibleChecklists } from './scope.js';
import { readableChecklist } from './countersign-read.js';

async function visibleChecklist(context: AppContext, caller: CurrentUser, id: number) {
  const scope = await crewScope(context.db, caller);
  const row = await findChecklist(context.db, id, visibleChecklists(scope));
  if (!row) throw new AppError('not_found', checklistMessages.notFound);
  return row.checklist;
}

/**
 * `POST api/checklist/{id}/amendments`: a checklist is never edited; a correction is kept beside
 * it, with who wrote it. Admins may amend any checklist, anyone else only one they submitted
 * (403); a checklist the caller may not even see is the usual 404.
 */
export async function addAmendment(
  context: AppContext,
  caller: CurrentUser,
  id: number,
  input: { reason: string; correction: string },
): Promise<ChecklistAmendment> {
  const checklist = await visibleChecklist(context, caller, id);
  if (caller.role !== 'admin' && checklist.submittedBy !== caller.id) {
    throw new AppError('forbidden', forbiddenMessage);
  }
  const row = await context.db.transaction(async (transaction) => {
    const created = await insertAmendment(transaction, {
      checklistId: id,
      authorId: caller.id,
      authorName: caller.name,
      reason: input.reason,
      correction: input.correction,
      createdAt: context.clock.now(),
    });
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'amend',
      entity: 'checklist',
      entityId: id,
      after: { amendmentId: created.id, reason: created.reason, correction: created.correction },
    });
    return created;
  });
  return presentAmendment(row, context.clock);
}

/** `GET api/checklist/{id}/signature`: the drawn signature, for whoever may read the checklist. */
export async function sendSignature(context: AppContext, reply: FastifyReply, caller: CurrentUser, id: number) {
  // The next driver asked to countersign sees the report's signature too (countersign-read.ts).
  const { checklist } = await readableChecklist(context, caller, id);
  if (!checklist.signatureKey) throw new AppError('not_found', checklistRecordMessages.signatureNotFound);
  return sendStoredFile(reply, context.files, checklist.signatureKey, `checklist-${id}-signature.png`);
}
