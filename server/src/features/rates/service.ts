import { centsToDollars, dollarsToCents, type Rate, type UpdateRate } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { findRate, listRates, updateRate, type RateTableRow } from './queries.js';

export function toRate(row: RateTableRow): Rate {
  return {
    id: row.id,
    vehicle_parent_type: row.vehicleParentType,
    full_day_rate: centsToDollars(row.fullDayRateCents),
    shared_day_rate: centsToDollars(row.sharedDayRateCents),
  };
}

/** 'Rate for Vehicles': one page of rates by id, or every rate (`all=1`) without `page`. */
export async function listRatePage(context: AppContext, page?: PageRequest): Promise<ListPage<Rate>> {
  const { rows, total } = await listRates(context.db, page);
  return { rows: rows.map(toRate), total };
}

export async function getRate(context: AppContext, id: number): Promise<Rate> {
  const row = await findRate(context.db, id);
  if (!row) throw notFound('Rate');
  return toRate(row);
}

/**
 * Sets a parent type's daily rates. Tracking rows keep the rate they were saved with, so billed
 * weeks never change; the new rates apply to rows saved from now on.
 */
export async function changeRate(context: AppContext, id: number, input: UpdateRate, actorId: number): Promise<Rate> {
  return context.db.transaction(async (transaction) => {
    const before = await findRate(transaction, id, true);
    if (!before) throw notFound('Rate');
    await updateRate(transaction, id, {
      fullDayRateCents: dollarsToCents(input.full_day_rate),
      sharedDayRateCents: dollarsToCents(input.shared_day_rate),
      updatedAt: context.clock.now(),
    });
    const after = await findRate(transaction, id);
    await recordAudit(transaction, {
      actorId,
      action: 'update',
      entity: 'rate',
      entityId: id,
      before: toRate(before),
      after: toRate(after!),
    });
    return toRate(after!);
  });
}
