import { weekStart } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import type { AppError } from '../../lib/errors.js';
import { addToWeekColumn, expenseFields, lockWeekExpense } from './week-expense-queries.js';

/** The most an expense column holds (a PostgreSQL integer of cents). */
export const maxExpenseCents = 2_147_483_647;

export type WeekExpenseKind = keyof typeof expenseFields;

export type WeekExpenseChange = {
  vehicleId: number;
  /** A business date (YYYY-MM-DD) inside the week. */
  date: string;
  kind: WeekExpenseKind;
  /** Negative takes an amount back out. */
  cents: number;
  now: Date;
  actorId: number | null;
  /** The refusal when the sum would pass what the column holds. */
  tooLarge: () => AppError;
};

/**
 * Adds `cents` to one expense of the vehicle's week (Sunday to Saturday), creating the week's row
 * when there is none: what the Expense modal saved for the week is kept, only summed onto. An
 * amount taken back out never leaves the week below zero (an admin may have lowered it by hand
 * since). Audited as a change of the week's expense row. Returns the week's first day.
 */
export async function addWeekExpense(db: Database, change: WeekExpenseChange): Promise<string> {
  const week = weekStart(change.date);
  const field = expenseFields[change.kind];
  const before = await lockWeekExpense(db, change.vehicleId, week);
  if ((before?.[field] ?? 0) + change.cents > maxExpenseCents) throw change.tooLarge();
  if (change.cents === 0) return week;
  const after = await addToWeekColumn(db, { ...change, weekStart: week, field });
  await recordAudit(db, {
    actorId: change.actorId,
    action: before ? 'update' : 'create',
    entity: 'vehicle_expense',
    entityId: after.id,
    before: before ? { [field]: before[field] } : null,
    after: { vehicleId: change.vehicleId, weekStart: week, [field]: after[field] },
  });
  return week;
}
