import { type MaintenanceFilter, type MaintenanceRow } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import {
  countMaintenanceRows,
  selectMaintenanceRows,
  withoutKeys,
  type MaintenanceStatusQuery,
} from './status-queries.js';

/** The list's filters, on the business day. */
export function statusQuery(context: AppContext, filter: MaintenanceFilter): MaintenanceStatusQuery {
  return {
    today: context.clock.today(),
    timeZone: context.clock.timeZone,
    status: filter.status,
    vehicleId: filter.vehicle_id,
    vehicleParentType: filter.vehicle_parent_type,
    serviceTaskId: filter.service_task_id,
  };
}

/** `GET api/maintenance`: overdue first, then due soon, then ok. */
export async function listMaintenancePage(
  context: AppContext,
  filter: MaintenanceFilter,
  request: PageRequest,
): Promise<ListPage<MaintenanceRow>> {
  const query = statusQuery(context, filter);
  const [rows, total] = await Promise.all([
    selectMaintenanceRows(context.db, query, { limit: request.limit, offset: request.offset }),
    countMaintenanceRows(context.db, query),
  ]);
  return { rows: rows.map(withoutKeys), total };
}
