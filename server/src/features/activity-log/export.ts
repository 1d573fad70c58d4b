import { activityLogColumns, type ActivityLogQuery, type ActivityLogRow } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, offsetBatches, type FileExport } from '../../lib/file-export/index.js';
import { listActivityLog } from './queries.js';
import { logFilter, toActivityLogRow } from './service.js';

export const activityLogFileColumns = fileColumns(activityLogColumns, {
  equipment_number: (row: ActivityLogRow) => row.equipment_number,
  action_date: (row) => row.action_date,
  driver_name: (row) => row.driver_name,
  log: (row) => row.log,
  assigned_from_date: (row) => row.assigned_from_date,
  assigned_to_date: (row) => row.assigned_to_date,
  note: (row) => row.note,
  actor_name: (row) => row.actor_name,
});

/**
 * The entries the screen shows for the same week, driver, search and sort. Read in pages by
 * offset: any column sorts (nulls last), and one week's log is small.
 */
export function activityLogExport(context: AppContext, query: ActivityLogQuery): FileExport<ActivityLogRow> {
  const filter = logFilter(context, query);
  return {
    name: 'vehicle-logs',
    columns: activityLogFileColumns,
    read: offsetBatches(async (page) => {
      const { rows } = await listActivityLog(context.db, filter, page);
      return rows.map((row) => toActivityLogRow(row, context.clock));
    }),
  };
}
