import { workOrderMessages, type WorkOrderDetail, type WorkOrderStatusInput } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { fieldError, notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { repairDefectsInTransaction } from '../defects/index.js';
import { sendWebhooksSoon } from '../webhooks/index.js';
import { getWorkOrder } from './present.js';
import {
  deleteCompletions,
  insertCompletions,
  linkedDefectIds,
  linkedTaskIds,
  lockWorkOrder,
  updateWorkOrder,
} from './queries.js';
import { recordWorkOrderMeters, voidWorkOrderMeters } from './meters.js';
import { moveExpense } from './write.js';

/**
 * `POST api/work_orders/:id/status`, in one transaction with the row locked.
 * - Done: the completion date (today in the business timezone when not given) and odometer are
 *   kept, the total is added to the vehicle's maintenance expense of that week (remembered in
 *   `expense_week`), each linked service task gets a completion row, and, when asked, the linked
 *   defects still waiting for their repair are recorded repaired.
 * - From done back to open or in progress: the amount leaves that week and the completion rows go
 *   (repaired defects stay repaired: the repair happened).
 * - Between open and in progress: only the status.
 * - The status it already has: nothing (so a retry after a lost answer is harmless).
 */
export async function changeWorkOrderStatus(
  context: AppContext,
  caller: CurrentUser,
  id: number,
  input: WorkOrderStatusInput,
): Promise<WorkOrderDetail> {
  const now = context.clock.now();
  const today = context.clock.today();
  await context.db.transaction(async (transaction) => {
    const before = await lockWorkOrder(transaction, id);
    if (!before) throw notFound('Work order');
    // The same status again (a retried request) changes nothing.
    if (before.status === input.status) return;
    let after;
    if (input.status === 'done') {
      const completedOn = input.completed_on ?? today;
      if (completedOn > today) throw fieldError('completed_on', workOrderMessages.completedInFuture);
      if (completedOn < before.openedOn) throw fieldError('completed_on', workOrderMessages.completedBeforeOpened);
      const completing = {
        ...before,
        completedOn,
        expenseWeek: null,
        odometer: input.odometer ?? before.odometer,
        hours: input.hours ?? before.hours,
      };
      const expenseWeek = await moveExpense(transaction, caller, completing, before.totalCents, now);
      after = await updateWorkOrder(transaction, id, {
        status: 'done',
        completedOn,
        odometer: completing.odometer,
        hours: completing.hours,
        expenseWeek,
        updatedAt: now,
      });
      await recordWorkOrderMeters(transaction, context.clock, { order: after, input, actorId: caller.id });
      await insertCompletions(transaction, after, await linkedTaskIds(transaction, id), {
        doneOn: completedOn,
        createdBy: caller.id,
        now,
      });
      if (input.mark_defects_repaired) {
        const defectIds = await linkedDefectIds(transaction, id);
        await repairDefectsInTransaction(transaction, caller, defectIds, { notes: before.title, workOrderId: id, now });
      }
    } else {
      if (before.status === 'done') {
        await moveExpense(transaction, caller, before, -before.totalCents, now);
        await deleteCompletions(transaction, id);
        await voidWorkOrderMeters(transaction, before, caller.id, now);
      }
      after = await updateWorkOrder(transaction, id, {
        status: input.status,
        completedOn: null,
        expenseWeek: null,
        updatedAt: now,
      });
    }
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'status',
      entity: 'work_order',
      entityId: id,
      before: { ...before },
      after: { ...after },
    });
  });
  // Defects it marked repaired were told to webhooks in the transaction: send them now.
  sendWebhooksSoon(context);
  return getWorkOrder(context, id);
}
