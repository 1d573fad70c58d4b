import {
  defectMessages,
  type DefectCloseInput,
  type DefectDetail,
  type DefectRepairInput,
  type DefectStatus,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { defects } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import { addWeekExpense } from '../income/index.js';
import { sendWebhooksSoon } from '../webhooks/index.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import type { UploadedFile } from '../../plugins/form-bodies.js';
import { countAdmins, lockDefect, updateDefect, type DefectRow, type DefectVehicles } from './queries.js';
import { checkRepairPhotos, keepRepairPhotos, storeRepairPhotos } from './repair-photos.js';
import { announceStatusChange } from './webhook-events.js';
import { defectVehicles, getDefect } from './service.js';

type Changes = Partial<typeof defects.$inferInsert>;
/** When the step happens, and the vehicles whose defects the caller may see. */
type StepContext = { now: Date; scope: DefectVehicles };

const repairableStatuses: DefectStatus[] = ['open', 'acknowledged'];

type Step = {
  action: string;
  /** The statuses the step may start from; any other is 409 with `outOfOrder`. */
  from: DefectStatus[];
  outOfOrder: string;
  changes: (defect: DefectRow, now: Date) => Changes;
  /** A rule beyond the status, checked with the row locked. */
  check?: (db: Database, defect: DefectRow) => Promise<void>;
  /** Other rows the step writes, in its transaction. */
  write?: (db: Database, defect: DefectRow, now: Date) => Promise<void>;
  /** What the audit entry records beyond the defect's columns (the repair photos' names). */
  audited?: Record<string, unknown>;
  /** Undoes what was done outside the database (stored files) when the transaction fails. */
  onFailure?: () => Promise<void>;
};

/**
 * One step on the locked row, inside the caller's transaction: scope and status checks, change,
 * other rows, webhook events, audit. A defect outside the caller's vehicles is the same 404 as an
 * unknown one, checked before its status, so a 409 never tells another crew's defect's state.
 */
async function applyStep(db: Database, caller: CurrentUser, id: number, step: Step, at: StepContext) {
  const { now, scope } = at;
  const before = await lockDefect(db, id);
  if (!before || (scope !== 'any' && !scope.includes(before.vehicleId))) throw notFound('Defect');
  if (!step.from.includes(before.status)) throw new AppError('conflict', step.outOfOrder);
  await step.check?.(db, before);
  const changes = step.changes(before, now);
  await updateDefect(db, id, changes);
  await step.write?.(db, before, now);
  await announceStatusChange(db, before, now);
  await recordAudit(db, {
    actorId: caller.id,
    action: step.action,
    entity: 'defect',
    entityId: id,
    before: { ...before },
    after: { ...before, ...changes, ...step.audited },
  });
}

/**
 * Runs one lifecycle step in a transaction: the row is locked, the status checked, the change and
 * its audit entry (with who and when) written together.
 */
async function runStep(context: AppContext, caller: CurrentUser, id: number, step: Step): Promise<DefectDetail> {
  const at = { now: context.clock.now(), scope: await defectVehicles(context, caller) };
  try {
    await context.db.transaction((transaction) => applyStep(transaction, caller, id, step, at));
  } catch (error) {
    await step.onFailure?.();
    throw error;
  }
  sendWebhooksSoon(context);
  return getDefect(context, caller, id);
}

export function acknowledgeDefect(context: AppContext, caller: CurrentUser, id: number) {
  return runStep(context, caller, id, {
    action: 'acknowledge',
    from: ['open'],
    outOfOrder: defectMessages.acknowledgeOutOfOrder,
    changes: (_defect, now) => ({ status: 'acknowledged', acknowledgedBy: caller.id, acknowledgedAt: now }),
  });
}

/**
 * The repair cost is a maintenance expense of the vehicle for the week (Sunday to Saturday, in
 * the business timezone) of the repair, added to what that week already holds, so Profit & Loss
 * counts it.
 */
async function addRepairExpense(
  context: AppContext,
  db: Database,
  caller: CurrentUser,
  expense: { vehicleId: number; cents: number; now: Date },
) {
  await addWeekExpense(db, {
    vehicleId: expense.vehicleId,
    date: context.clock.formatDateTime(expense.now).slice(0, 10),
    kind: 'maintenance',
    cents: expense.cents,
    now: expense.now,
    actorId: caller.id,
    tooLarge: () => fieldError('repair_cost', defectMessages.repairCostTooLarge),
  });
}

/**
 * The repair, at most once per request id (`Idempotency-Key`): a retry after a lost answer gets
 * the repaired defect, with `replayed` set, instead of a 409 "already repaired"; its photos are
 * not stored again nor its cost added twice.
 */
export function repairDefect(
  context: AppContext,
  caller: CurrentUser,
  id: number,
  repair: { input: DefectRepairInput; files?: UploadedFile[]; claim?: IdempotencyClaim },
): Promise<Outcome<DefectDetail>> {
  return runOnce(
    context.db,
    repair.claim,
    (keep) => recordRepair(context, caller, id, { ...repair, keep }),
    (defectId) => getDefect(context, caller, defectId),
  );
}

/** Photos (field `photos`) are checked and stored first, then kept with the repair or removed. */
async function recordRepair(
  context: AppContext,
  caller: CurrentUser,
  id: number,
  { input, files = [], keep }: { input: DefectRepairInput; files?: UploadedFile[]; keep: KeepKey },
) {
  const { stored, discard } = await storeRepairPhotos(context.files, checkRepairPhotos(files));
  const cents = input.repair_cost === undefined ? 0 : Math.round(input.repair_cost * 100);
  return runStep(context, caller, id, {
    write: async (db, defect, now) => {
      await keepRepairPhotos(db, id, stored, now);
      await keep(db, id);
      if (cents > 0) await addRepairExpense(context, db, caller, { vehicleId: defect.vehicleId, cents, now });
    },
    audited: stored.length > 0 ? { repairPhotos: stored.map((photo) => photo.fileName) } : undefined,
    onFailure: discard,
    action: 'repair',
    from: repairableStatuses,
    outOfOrder: defectMessages.repairOutOfOrder,
    changes: (_defect, now) => ({
      status: 'repaired',
      repairedBy: caller.id,
      repairedAt: now,
      repairNotes: input.repair_notes,
      repairCost: input.repair_cost === undefined ? null : input.repair_cost.toFixed(2),
    }),
  });
}

/**
 * A supervisor verifies only their crew's vehicles' defects (others answer 404, as on reading,
 * whatever their state). The repairer may verify their own repair only when no other admin could.
 */
export function verifyDefect(context: AppContext, caller: CurrentUser, id: number) {
  return runStep(context, caller, id, {
    action: 'verify',
    from: ['repaired'],
    outOfOrder: defectMessages.verifyOutOfOrder,
    check: async (db, defect) => {
      if (defect.repairedBy !== caller.id) return;
      if (caller.role === 'admin' && (await countAdmins(db)) <= 1) return;
      throw new AppError('forbidden', defectMessages.ownRepair);
    },
    changes: (_defect, now) => ({ status: 'verified', verifiedBy: caller.id, verifiedAt: now }),
  });
}

export function closeDefect(context: AppContext, caller: CurrentUser, id: number, input: DefectCloseInput) {
  return runStep(context, caller, id, {
    action: 'close',
    from: ['open', 'acknowledged', 'repaired'],
    outOfOrder: defectMessages.closeOutOfOrder,
    changes: (_defect, now) => ({
      status: 'no_defect_found',
      closedBy: caller.id,
      closedAt: now,
      closeReason: input.reason,
    }),
  });
}

/**
 * A done work order records the repair of its linked defects still waiting for it, in the work
 * order's transaction (its cost is the work order's, so none is added here). Others are left as they are.
 */
export async function repairDefectsInTransaction(
  db: Database,
  caller: CurrentUser,
  defectIds: number[],
  repair: { notes: string; workOrderId: number; now: Date },
) {
  for (const id of defectIds) {
    const current = await lockDefect(db, id);
    if (!current || !repairableStatuses.includes(current.status)) continue;
    await applyStep(
      db,
      caller,
      id,
      {
        action: 'repair',
        from: repairableStatuses,
        outOfOrder: defectMessages.repairOutOfOrder,
        audited: { workOrderId: repair.workOrderId },
        changes: () => ({
          status: 'repaired',
          repairedBy: caller.id,
          repairedAt: repair.now,
          repairNotes: repair.notes,
        }),
      },
      // Work orders are an admins' screen, and admins see every vehicle.
      { now: repair.now, scope: 'any' },
    );
  }
}
