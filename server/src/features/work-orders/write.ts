import {
  closedDefectStatuses,
  lineCents,
  maintenanceSheetMessages,
  workOrderMessages,
  type WorkOrderDetail,
  type WorkOrderInput,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { addWeekExpense, maxExpenseCents } from '../income/index.js';
import { hasMaintenanceSheet } from '../maintenance-sheets/index.js';
import { refuseWorkOrderDeletion } from '../retention/index.js';
import { getWorkOrder } from './present.js';
import {
  deleteCompletions,
  deleteWorkOrder,
  findTaskIds,
  findVehicle,
  findVehicleDefects,
  insertCompletions,
  insertWorkOrder,
  linkedDefectIds,
  lockWorkOrder,
  replaceParts,
  updateWorkOrder,
  type WorkOrderRow,
} from './queries.js';

const unique = (ids: number[]) => [...new Set(ids)];

/** The lines as stored, in the order typed, and their total in cents (computed here, never trusted). */
export function pricedLines(input: WorkOrderInput) {
  const lines = input.lines.map((line, position) => ({
    kind: line.kind,
    description: line.description,
    quantity: line.quantity.toFixed(2),
    unitCostCents: Math.round(line.unit_cost * 100),
    position,
  }));
  const totalCents = input.lines.reduce((sum, line) => sum + lineCents(line), 0);
  if (totalCents > maxExpenseCents) throw fieldError('lines', workOrderMessages.totalTooLarge);
  return { lines, totalCents };
}

/**
 * The vehicle must exist, each task must exist, and each defect must be one of the vehicle's; a
 * defect newly linked must still be unfinished (one already linked may have been verified since).
 */
async function checkLinks(db: Database, input: WorkOrderInput, alreadyLinked: number[]) {
  if (!(await findVehicle(db, input.vehicle_id))) throw fieldError('vehicle_id', workOrderMessages.vehicleUnknown);
  const taskIds = unique(input.service_task_ids);
  if ((await findTaskIds(db, taskIds)).length !== taskIds.length) {
    throw fieldError('service_task_ids', workOrderMessages.taskUnknown);
  }
  const defectIds = unique(input.defect_ids);
  const found = await findVehicleDefects(db, input.vehicle_id, defectIds);
  const acceptable = found.filter(
    (defect) => alreadyLinked.includes(defect.id) || !closedDefectStatuses.includes(defect.status),
  );
  if (acceptable.length !== defectIds.length) throw fieldError('defect_ids', workOrderMessages.defectUnknown);
  return { taskIds, defectIds };
}

/** A change of a done work order's total moves its week's maintenance expense by the difference. */
export function moveExpense(db: Database, caller: CurrentUser, order: WorkOrderRow, cents: number, now: Date) {
  return addWeekExpense(db, {
    vehicleId: order.vehicleId,
    date: order.expenseWeek ?? order.completedOn!,
    kind: 'maintenance',
    cents,
    now,
    actorId: caller.id,
    tooLarge: () => fieldError('lines', workOrderMessages.totalTooLarge),
  });
}

/**
 * A work order, at most once per request id (`Idempotency-Key`): a retry after a lost answer (a
 * 503 "try again" after the commit) gets the work order already opened, with `replayed` set.
 */
export function createWorkOrder(
  context: AppContext,
  caller: CurrentUser,
  input: WorkOrderInput,
  claim?: IdempotencyClaim,
): Promise<Outcome<WorkOrderDetail>> {
  return runOnce(
    context.db,
    claim,
    (keep) => createNewWorkOrder(context, caller, input, keep),
    (id) => getWorkOrder(context, id),
  );
}

async function createNewWorkOrder(
  context: AppContext,
  caller: CurrentUser,
  input: WorkOrderInput,
  keep: KeepKey,
): Promise<WorkOrderDetail> {
  const now = context.clock.now();
  const openedOn = input.opened_on ?? context.clock.today();
  if (input.due_on && input.due_on < openedOn) throw fieldError('due_on', workOrderMessages.dueBeforeOpened);
  const { lines, totalCents } = pricedLines(input);
  const id = await context.db.transaction(async (transaction) => {
    const links = await checkLinks(transaction, input, []);
    const created = await insertWorkOrder(transaction, {
      vehicleId: input.vehicle_id,
      title: input.title,
      kind: input.kind ?? 'general',
      notes: input.notes ?? null,
      openedOn,
      dueOn: input.due_on ?? null,
      totalCents,
      createdBy: caller.id,
      createdAt: now,
      updatedAt: now,
    });
    await replaceParts(transaction, created.id, { lines, ...links });
    await keep(transaction, created.id);
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'create',
      entity: 'work_order',
      entityId: created.id,
      after: { ...created, lines, serviceTaskIds: links.taskIds, defectIds: links.defectIds },
    });
    return created.id;
  });
  return getWorkOrder(context, id);
}

/**
 * Saves the form. On a done work order the week's expense follows the new total and the
 * completion rows follow the linked tasks; its vehicle cannot change until it is reopened.
 */
export async function updateWorkOrderForm(
  context: AppContext,
  caller: CurrentUser,
  id: number,
  input: WorkOrderInput,
): Promise<WorkOrderDetail> {
  const now = context.clock.now();
  const { lines, totalCents } = pricedLines(input);
  await context.db.transaction(async (transaction) => {
    const before = await lockWorkOrder(transaction, id);
    if (!before) throw notFound('Work order');
    const openedOn = input.opened_on ?? before.openedOn;
    if (input.due_on && input.due_on < openedOn) throw fieldError('due_on', workOrderMessages.dueBeforeOpened);
    const done = before.status === 'done';
    if (done && input.vehicle_id !== before.vehicleId) throw new AppError('conflict', workOrderMessages.vehicleLocked);
    if (done && before.completedOn! < openedOn) {
      throw fieldError('opened_on', workOrderMessages.completedBeforeOpened);
    }
    const kind = input.kind ?? before.kind;
    if (kind !== before.kind && (await hasMaintenanceSheet(transaction, id))) {
      throw new AppError('conflict', maintenanceSheetMessages.kindLocked);
    }
    const links = await checkLinks(transaction, input, await linkedDefectIds(transaction, id));
    if (done && totalCents !== before.totalCents) {
      await moveExpense(transaction, caller, before, totalCents - before.totalCents, now);
    }
    const after = await updateWorkOrder(transaction, id, {
      vehicleId: input.vehicle_id,
      title: input.title,
      kind,
      notes: input.notes ?? null,
      openedOn,
      dueOn: input.due_on ?? null,
      totalCents,
      updatedAt: now,
    });
    await replaceParts(transaction, id, { lines, ...links });
    if (done) {
      await deleteCompletions(transaction, id);
      await insertCompletions(transaction, after, links.taskIds, {
        doneOn: after.completedOn!,
        createdBy: caller.id,
        now,
      });
    }
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'update',
      entity: 'work_order',
      entityId: id,
      before: { ...before },
      after: { ...after, lines, serviceTaskIds: links.taskIds, defectIds: links.defectIds },
    });
  });
  return getWorkOrder(context, id);
}

/** A done work order's amount leaves its week with it (its completion rows go by cascade). */
export async function removeWorkOrder(context: AppContext, caller: CurrentUser, id: number) {
  const now = context.clock.now();
  await context.db.transaction(async (transaction) => {
    const before = await lockWorkOrder(transaction, id);
    if (!before) throw notFound('Work order');
    await refuseWorkOrderDeletion(transaction, context.clock, before);
    if (before.status === 'done' && before.totalCents > 0) {
      await moveExpense(transaction, caller, before, -before.totalCents, now);
    }
    await deleteWorkOrder(transaction, id);
    await recordAudit(transaction, {
      actorId: caller.id,
      action: 'delete',
      entity: 'work_order',
      entityId: id,
      before: { ...before },
    });
  });
}
