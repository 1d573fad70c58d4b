import { addDays, weekStart, type ActivityLogEntry, type ActivityLogQuery, type Paged } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { pageOf, pageRequest } from '../../lib/pagination.js';
import { startOfBusinessDay } from '../vehicles/date-times.js';
import { listActivityLog } from './queries.js';

/**
 * `GET api/assigned_drivers`: the entries of the week (Sunday to Saturday, business timezone)
 * holding `start_date`, or of every week; paged only when `page` or `per_page` is given.
 */
export async function activityLogPage(context: AppContext, query: ActivityLogQuery): Promise<Paged<ActivityLogEntry>> {
  const zone = context.clock.timeZone;
  const week = query.start_date ? weekStart(query.start_date) : undefined;
  const paged = query.page !== undefined || query.per_page !== undefined || query.limit !== undefined;
  const request = paged ? pageRequest(query, 50) : undefined;
  const { rows, total } = await listActivityLog(
    context.db,
    {
      from: week ? startOfBusinessDay(week, zone) : undefined,
      until: week ? startOfBusinessDay(addDays(week, 7), zone) : undefined,
      driverId: query.driver_id,
      search: query.search,
      sort: query.sort,
      direction: query.sortDir,
    },
    request,
  );
  const format = (moment: Date | null) => (moment ? context.clock.formatDateTime(moment) : null);
  const entries = rows.map((row) => ({
    id: row.id,
    vehicle_id: row.vehicleId,
    equipment_number: row.equipmentNumber,
    action_date: context.clock.formatDateTime(row.actionDate),
    driver_id: row.driverId,
    driver_name: row.driverName,
    log: row.log,
    assigned_from_date: format(row.assignedFrom),
    assigned_to_date: format(row.assignedTo),
    note: row.note,
  }));
  const everything = { page: 1, perPage: Math.max(1, total), limit: total, offset: 0 };
  return pageOf(entries, total, request ?? everything);
}
