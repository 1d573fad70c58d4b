import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vehicleExpenses, vehicles } from '../../db/schema/index.js';

export type ExpenseRow = typeof vehicleExpenses.$inferSelect;
export type ExpenseAmounts = Pick<
  ExpenseRow,
  'revenueCents' | 'rentalCostCents' | 'gasCents' | 'insuranceCents' | 'maintenanceCents'
>;

export async function findExpense(db: Database, vehicleId: number, weekStart: string) {
  const [row] = await db
    .select()
    .from(vehicleExpenses)
    .where(and(eq(vehicleExpenses.vehicleId, vehicleId), eq(vehicleExpenses.weekStart, weekStart)))
    .limit(1);
  return row;
}

/** One row per vehicle and week: a second save of the same week overwrites the first. */
export async function upsertExpense(
  db: Database,
  values: { vehicleId: number; weekStart: string; now: Date } & ExpenseAmounts,
): Promise<ExpenseRow> {
  const { now, ...amounts } = values;
  const [row] = await db
    .insert(vehicleExpenses)
    .values({ ...amounts, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [vehicleExpenses.vehicleId, vehicleExpenses.weekStart],
      set: {
        revenueCents: amounts.revenueCents,
        rentalCostCents: amounts.rentalCostCents,
        gasCents: amounts.gasCents,
        insuranceCents: amounts.insuranceCents,
        maintenanceCents: amounts.maintenanceCents,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export type IncomeExportRow = {
  expense: ExpenseRow;
  equipmentNumber: string;
  vehicleType: string;
  vehicleParentType: string;
  vinNo: string;
};

/** Weeks starting in the range, newest first, after `previous` (keyset pagination for the export). */
export async function listExpensesAfter(
  db: Database,
  range: { from?: string; to?: string },
  previous: { weekStart: string; id: number } | undefined,
  limit: number,
): Promise<IncomeExportRow[]> {
  return db
    .select({
      expense: vehicleExpenses,
      equipmentNumber: vehicles.equipmentNumber,
      vehicleType: vehicles.vehicleType,
      vehicleParentType: vehicles.vehicleParentType,
      vinNo: vehicles.vinNo,
    })
    .from(vehicleExpenses)
    .innerJoin(vehicles, eq(vehicles.id, vehicleExpenses.vehicleId))
    .where(
      and(
        range.from ? gte(vehicleExpenses.weekStart, range.from) : undefined,
        range.to ? lte(vehicleExpenses.weekStart, range.to) : undefined,
        previous
          ? sql`(${vehicleExpenses.weekStart}, ${vehicleExpenses.id}) < (cast(${previous.weekStart} as date), ${previous.id})`
          : undefined,
      ),
    )
    .orderBy(desc(vehicleExpenses.weekStart), desc(vehicleExpenses.id))
    .limit(limit);
}
