import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ActivityLogSortColumn } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { activityLog } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { nameOrder } from '../../lib/name-order-queries.js';

const sortExpressions: Record<ActivityLogSortColumn, SQL> = {
  equipment_number: sql`lower(${activityLog.equipmentNumber})`,
  action_date: sql`${activityLog.actionDate}`,
  driver_name: nameOrder(sql`coalesce(${activityLog.driverName}, '')`),
  log: sql`lower(${activityLog.log})`,
  assigned_from_date: sql`${activityLog.assignedFrom}`,
  assigned_to_date: sql`${activityLog.assignedTo}`,
  note: sql`lower(coalesce(${activityLog.note}, ''))`,
  actor_name: nameOrder(activityLog.actorName),
};

export type ActivityLogFilter = {
  from?: Date;
  until?: Date;
  driverId?: number;
  search?: string;
  sort: ActivityLogSortColumn;
  direction: 'asc' | 'desc';
};

function conditions(filter: ActivityLogFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.from ? gte(activityLog.actionDate, filter.from) : undefined,
    filter.until ? lt(activityLog.actionDate, filter.until) : undefined,
    filter.driverId === undefined ? undefined : eq(activityLog.driverId, filter.driverId),
    pattern
      ? or(
          ilike(activityLog.equipmentNumber, pattern),
          ilike(activityLog.driverName, pattern),
          ilike(activityLog.log, pattern),
          ilike(activityLog.note, pattern),
          ilike(activityLog.actorName, pattern),
        )
      : undefined,
  );
}

/** Log entries matching the filter in the chosen order (nulls last), newest entry first on ties. */
export async function listActivityLog(
  db: Database,
  filter: ActivityLogFilter,
  page?: { limit: number; offset: number },
) {
  const where = conditions(filter);
  const direction = filter.direction === 'asc' ? asc : desc;
  const query = db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(sql`${direction(sortExpressions[filter.sort])} nulls last`, desc(activityLog.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ value: count() }).from(activityLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
