import {
  addDays,
  weekStart,
  type ActivityLogEntry,
  type ActivityLogQuery,
  type ActivityLogRow,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { activityLog } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { startOfBusinessDay } from '../../lib/business-time.js';
import { listActivityLog, type ActivityLogFilter } from './queries.js';

/** A stored log row as Vehicle Logs and the vehicle record show it, dates in the business timezone. */
export function toActivityLogEntry(row: typeof activityLog.$inferSelect, clock: Clock): ActivityLogEntry {
  const format = (moment: Date | null) => (moment ? clock.formatDateTime(moment) : null);
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    equipment_number: row.equipmentNumber,
    action_date: clock.formatDateTime(row.actionDate),
    driver_id: row.driverId,
    driver_name: row.driverName,
    log: row.log,
    assigned_from_date: format(row.assignedFrom),
    assigned_to_date: format(row.assignedTo),
    note: row.note,
  };
}

/** A Vehicle Logs row: the entry and who made the change. */
export function toActivityLogRow(row: typeof activityLog.$inferSelect, clock: Clock): ActivityLogRow {
  return { ...toActivityLogEntry(row, clock), actor_name: row.actorName };
}

/** The list's query as a filter: the week (Sunday to Saturday, business timezone) holding `start_date`. */
export function logFilter(context: AppContext, query: ActivityLogQuery): ActivityLogFilter {
  const zone = context.clock.timeZone;
  const week = query.start_date ? weekStart(query.start_date) : undefined;
  return {
    from: week ? startOfBusinessDay(week, zone) : undefined,
    until: week ? startOfBusinessDay(addDays(week, 7), zone) : undefined,
    driverId: query.driver_id,
    search: query.search,
    sort: query.sort,
    direction: query.sortDir,
  };
}

/**
 * `GET api/assigned_drivers`: the entries of the week (Sunday to Saturday, business timezone)
 * holding `start_date`, or of every week; one page of them, or every one without `page`.
 */
export async function activityLogPage(
  context: AppContext,
  query: ActivityLogQuery,
  page?: PageRequest,
): Promise<ListPage<ActivityLogRow>> {
  const { rows, total } = await listActivityLog(context.db, logFilter(context, query), page);
  return { rows: rows.map((row) => toActivityLogRow(row, context.clock)), total };
}
