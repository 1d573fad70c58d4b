import {
  checklistMessages,
  checklistRecordMessages,
  countersignMessages,
  type ChecklistCountersignature,
  type CountersignBody,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { findDriverOfUser } from '../../lib/crew-scope-queries.js';
import { crewScope } from '../../lib/crew-scope.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import { checklistValidUntilOf } from '../../lib/inspection-state-queries.js';
import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import type { UploadedFile } from '../../plugins/form-bodies.js';
import { storePhotos } from './attachments.js';
import {
  findCountersignature,
  findCountersignTarget,
  hasCountersigned,
  insertCountersignature,
  type CountersignatureRow,
} from './countersign-queries.js';
import { findChecklist } from './queries.js';
import { signatureBytes } from './record.js';
import { visibleChecklists } from './scope.js';

type CountersignInput = CountersignBody;

export function countersignatureSignatureUrl(checklistId: number, id: number): string {
  return `/api/checklist/${checklistId}/countersignatures/${id}/signature`;
}

export function presentCountersignature(row: CountersignatureRow, context: AppContext): ChecklistCountersignature {
  return {
    id: row.id,
    name: row.signerName,
    statement_version: row.statementVersion,
    signed_at: context.clock.formatDateTime(row.signedAt),
    signature_url: row.signatureKey ? countersignatureSignatureUrl(row.checklistId, row.id) : null,
    signature_typed_name: row.signatureTypedName,
  };
}

/** The signature, drawn or typed, exactly one: the same messages as the checklist's own. */
function checkSignature(input: CountersignInput, files: UploadedFile[]) {
  const errors: FieldErrors = {};
  const drawn = signatureBytes(input, files, errors);
  const typed = input.signature_typed_name ?? null;
  if (!errors.signature) {
    if (drawn && typed) errors.signature_typed_name = [checklistRecordMessages.signatureTwice];
    else if (!drawn && !typed) errors.signature = [checklistRecordMessages.signatureRequired];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
  return { drawn, typed };
}

/**
 * The rules, in the order a caller learns of them: a checklist they may neither read nor drive
 * the vehicle of is unknown (404); their own inspection has nothing to countersign; only the
 * operator named on it or the vehicle's current driver countersigns; only while it is valid;
 * once per person.
 */
async function checkRules(context: AppContext, caller: CurrentUser, id: number) {
  const now = context.clock.now();
  const [scope, driver] = await Promise.all([crewScope(context.db, caller), findDriverOfUser(context.db, caller.id)]);
  const target = await findCountersignTarget(context.db, id, driver?.id, now);
  const visible = target && (target.drivenByCaller || (await findChecklist(context.db, id, visibleChecklists(scope))));
  if (!target || !visible) throw new AppError('not_found', checklistMessages.notFound);
  if (target.submittedBy === caller.id) throw new AppError('forbidden', countersignMessages.ownInspection);
  if (!driver || (target.driverId !== driver.id && !target.drivenByCaller)) {
    throw new AppError('forbidden', countersignMessages.notYours);
  }
  if (checklistValidUntilOf(target, context.clock.timeZone).getTime() <= now.getTime()) {
    throw new AppError('conflict', countersignMessages.expired);
  }
  if (await hasCountersigned(context.db, id, caller.id)) throw new AppError('conflict', countersignMessages.already);
  return { driver };
}

/**
 * `POST api/checklist/{id}/countersign`: "I have read this report", signed drawn or typed. The
 * signature is stored before the transaction (and removed if it fails); the row, the request id and
 * the audit entry are written together. A repeat of the same request answers the first.
 */
export async function countersignChecklist(
  context: AppContext,
  caller: CurrentUser,
  id: number,
  input: CountersignInput,
  files: UploadedFile[],
  claim?: IdempotencyClaim,
): Promise<Outcome<ChecklistCountersignature>> {
  return runOnce(
    context.db,
    claim,
    (keep) => countersignOnce(context, caller, id, { input, files, keep }),
    async (countersignatureId) => {
      const row = await findCountersignature(context.db, id, countersignatureId);
      if (!row) throw new AppError('not_found', countersignMessages.countersignatureNotFound);
      return presentCountersignature(row, context);
    },
  );
}

async function countersignOnce(
  context: AppContext,
  caller: CurrentUser,
  id: number,
  { input, files, keep }: { input: CountersignInput; files: UploadedFile[]; keep: KeepKey },
): Promise<ChecklistCountersignature> {
  const signature = checkSignature(input, files);
  const { driver } = await checkRules(context, caller, id);
  const { discard, storeSignature } = await storePhotos(context.files, []);
  try {
    const signatureKey = signature.drawn ? await storeSignature(signature.drawn) : null;
    return await context.db.transaction(async (transaction) => {
      const row = await insertCountersignature(transaction, {
        checklistId: id,
        userId: caller.id,
        driverId: driver.id,
        signerName: driver.name,
        statementVersion: input.statement_version,
        signatureKey,
        signatureTypedName: signature.typed,
        signedAt: context.clock.now(),
      });
      await keep(transaction, row.id);
      await recordAudit(transaction, {
        actorId: caller.id,
        action: 'countersign',
        entity: 'checklist',
        entityId: id,
        after: { countersignatureId: row.id, signerName: row.signerName, typed: row.signatureTypedName !== null },
      });
      return presentCountersignature(row, context);
    });
  } catch (error) {
    await discard();
    // Two taps at once: the unique index refuses the second, which is "already" to the person.
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', countersignMessages.already);
    }
    throw error;
  }
}
