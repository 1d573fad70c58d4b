import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vehicleExpenses } from '../../db/schema/index.js';

/** The expense columns other features add to: repairs and work orders, fill-ups. */
export const expenseFields = { maintenance: 'maintenanceCents', gas: 'gasCents' } as const;
export type ExpenseField = (typeof expenseFields)[keyof typeof expenseFields];

/** The vehicle's expense row of the week, held until the transaction ends. */
export async function lockWeekExpense(db: Database, vehicleId: number, weekStart: string) {
  const [row] = await db
    .select()
    .from(vehicleExpenses)
    .where(and(eq(vehicleExpenses.vehicleId, vehicleId), eq(vehicleExpenses.weekStart, weekStart)))
    .for('update');
  return row;
}

/**
 * Adds `cents` to one column of the week's row, creating the row when there is none; an amount
 * taken back out never leaves the column below zero.
 */
export async function addToWeekColumn(
  db: Database,
  values: { vehicleId: number; weekStart: string; field: ExpenseField; cents: number; now: Date },
) {
  const { field } = values;
  const [row] = await db
    .insert(vehicleExpenses)
    .values({
      vehicleId: values.vehicleId,
      weekStart: values.weekStart,
      [field]: Math.max(0, values.cents),
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [vehicleExpenses.vehicleId, vehicleExpenses.weekStart],
      set: { [field]: sql`greatest(0, ${vehicleExpenses[field]} + ${values.cents})`, updatedAt: values.now },
    })
    .returning();
  return row!;
}
