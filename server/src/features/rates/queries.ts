import { and, asc, count, eq, gt, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rates } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

export type RateTableRow = typeof rates.$inferSelect;

/** The rates by id: one page of them, or every one without `page`; and how many there are. */
export async function listRates(db: Database, page?: { limit: number; offset: number }) {
  const byId = db.select().from(rates).orderBy(asc(rates.id));
  const [rows, [total]] = await Promise.all([
    page ? byId.limit(page.limit).offset(page.offset) : byId,
    db.select({ value: count() }).from(rates),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The export's next batch: the rates after id `previousId` in the list's order (by id) whose
 * vehicle type holds `search`, at most `limit`.
 */
export async function listRatesAfter(
  db: Database,
  search: string | undefined,
  previousId: number | undefined,
  limit: number,
): Promise<RateTableRow[]> {
  return db
    .select()
    .from(rates)
    .where(
      and(
        search ? ilike(rates.vehicleParentType, containsPattern(search)) : undefined,
        previousId === undefined ? undefined : gt(rates.id, previousId),
      ),
    )
    .orderBy(asc(rates.id))
    .limit(limit);
}

/** One rate; `forUpdate` locks it for the rest of the transaction so two edits apply one after the other. */
export async function findRate(db: Database, id: number, forUpdate = false): Promise<RateTableRow | undefined> {
  const query = db.select().from(rates).where(eq(rates.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findRateForParentType(db: Database, vehicleParentType: string) {
  const [row] = await db.select().from(rates).where(eq(rates.vehicleParentType, vehicleParentType)).limit(1);
  return row;
}

export async function updateRate(
  db: Database,
  id: number,
  values: { fullDayRateCents: number; sharedDayRateCents: number; updatedAt: Date },
) {
  await db.update(rates).set(values).where(eq(rates.id, id));
}
