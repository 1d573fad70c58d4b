import { and, inArray, isNull, max, not, sql, type SQL } from 'drizzle-orm';
import type { InspectionState } from '@fleet-ops/shared';
import type { Database } from '../db/client.js';
import { checklists, vehicles } from '../db/schema/index.js';
import { startOfBusinessDay } from './business-time.js';
import { outOfServiceCondition } from './out-of-service-queries.js';

/*
 * A vehicle's inspection state (issue 36): out of service (an unfinished major defect), else valid
 * while one of its checklists covers now, else expired. The checklists feature stores each
 * checklist's `valid_until` when it is submitted; the vehicle records and the views above read the
 * state here, below every feature, as they read "out of service" (docs/ARCHITECTURE.md, "Server
 * layers"). A checklist from before validity was stored (`valid_until` null) counts for its
 * calendar day, as it always did. Both halves of the test use an index on (vehicle, ...), so the
 * state is a condition of the list's own query, never a query per row.
 */

/** The checklist (the outer query's `checklists` row) still covers `now` (`today`: its business date). */
export function checklistValidNow(now: Date, today: string): SQL {
  return sql`(${checklists.validUntil} > ${now} or (${checklists.validUntil} is null and ${checklists.date} >= ${today}))`;
}

/** The outer query's vehicle has a checklist that covers `now` (`today`: its business date). */
export function validInspectionCondition(now: Date, today: string): SQL {
  return sql`exists (select 1 from ${checklists}
    where ${checklists.vehicleId} = ${vehicles.id} and ${checklistValidNow(now, today)})`;
}

/** The vehicles in this inspection state now. */
export function inspectionStateCondition(state: InspectionState, now: Date, today: string): SQL {
  if (state === 'out_of_service') return outOfServiceCondition;
  const valid = validInspectionCondition(now, today);
  return and(not(outOfServiceCondition), state === 'valid' ? valid : not(valid))!;
}

/** The day after a YYYY-MM-DD date. */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Until when one checklist counts: its stored end, or the end of its date for one from before. */
export function checklistValidUntilOf(row: { validUntil: Date | null; date: string }, timeZone: string): Date {
  return row.validUntil ?? startOfBusinessDay(nextDate(row.date), timeZone);
}

/**
 * Per vehicle, the end of its latest inspection's validity (whether past or not): one grouped
 * query for a page of vehicles. Vehicles never inspected are left out.
 */
export async function latestValidUntil(db: Database, vehicleIds: number[], timeZone: string) {
  if (vehicleIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({
      vehicleId: checklists.vehicleId,
      validUntil: max(checklists.validUntil),
      undatedDay: sql<string | null>`(max(${checklists.date}) filter (where ${isNull(checklists.validUntil)}))::text`,
    })
    .from(checklists)
    .where(inArray(checklists.vehicleId, vehicleIds))
    .groupBy(checklists.vehicleId);
  const latest = new Map<number, Date>();
  for (const row of rows) {
    const ends = [
      row.validUntil,
      row.undatedDay ? startOfBusinessDay(nextDate(String(row.undatedDay).slice(0, 10)), timeZone) : null,
    ].filter((end): end is Date => end instanceof Date);
    if (ends.length > 0) latest.set(row.vehicleId, new Date(Math.max(...ends.map((end) => end.getTime()))));
  }
  return latest;
}

/** The state a vehicle is in, from its out-of-service flag and its latest validity end. */
export function inspectionStateOf(outOfService: boolean, validUntil: Date | undefined, now: Date): InspectionState {
  if (outOfService) return 'out_of_service';
  return validUntil !== undefined && validUntil.getTime() > now.getTime() ? 'valid' : 'expired';
}
