import { addDays, fromCents, netIncomeCents, type IncomeRecord, type SaveIncomeValues } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { findVehicleRow } from '../vehicles/index.js';
import { findExpense, upsertExpense, type ExpenseAmounts, type ExpenseRow } from './queries.js';

/** The stored week's net in cents, by the shared formula the Expense form uses too. */
export function netCents(row: ExpenseAmounts): number {
  return netIncomeCents({
    revenue: row.revenueCents,
    rental_cost: row.rentalCostCents,
    gas: row.gasCents,
    ins: row.insuranceCents,
    maintenance: row.maintenanceCents,
  });
}

export function toIncomeRecord(row: ExpenseRow, context: AppContext): IncomeRecord {
  const ins = fromCents(row.insuranceCents);
  const expenses = {
    gas: fromCents(row.gasCents),
    ins,
    isc: ins,
    rental_cost: fromCents(row.rentalCostCents),
    maintenance: fromCents(row.maintenanceCents),
  };
  return {
    id: row.id,
    vehicles_id: row.vehicleId,
    start_date: row.weekStart,
    end_date: addDays(row.weekStart, 6),
    revenue: fromCents(row.revenueCents),
    ...expenses,
    net: fromCents(netCents(row)),
    expenses,
    updated_at: context.clock.formatDateTime(row.updatedAt),
  };
}

async function checkVehicle(context: AppContext, vehicleId: number) {
  if (!(await findVehicleRow(context.db, vehicleId))) throw notFound('Vehicle');
}

/** `POST api/income/data`: the stored week of the vehicle, or null. */
export async function incomeForWeek(context: AppContext, vehicleId: number, weekStart: string) {
  await checkVehicle(context, vehicleId);
  const row = await findExpense(context.db, vehicleId, weekStart);
  return row ? toIncomeRecord(row, context) : null;
}

/** `PUT api/income`: creates or overwrites the vehicle's week, audited in the same transaction. */
export async function saveIncome(context: AppContext, input: SaveIncomeValues, actorId: number): Promise<IncomeRecord> {
  await checkVehicle(context, input.vehicles_id);
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const before = await findExpense(transaction, input.vehicles_id, input.start_date);
    const saved = await upsertExpense(transaction, {
      vehicleId: input.vehicles_id,
      weekStart: input.start_date,
      now,
      revenueCents: input.revenue,
      rentalCostCents: input.expenses.rental_cost,
      gasCents: input.expenses.gas,
      insuranceCents: input.expenses.ins,
      maintenanceCents: input.expenses.maintenance,
    });
    const record = toIncomeRecord(saved, context);
    await recordAudit(transaction, {
      actorId,
      action: before ? 'update' : 'create',
      entity: 'vehicle_expense',
      entityId: saved.id,
      before: before ? toIncomeRecord(before, context) : null,
      after: record,
    });
    return record;
  });
}
