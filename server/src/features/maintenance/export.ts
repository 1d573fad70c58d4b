import { maintenanceColumns, type MaintenanceFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { selectMaintenanceRows, type KeyedMaintenanceRow } from './status-queries.js';
import { statusQuery } from './statuses.js';

/** The list's columns, with the odometer readings and what is left spelled out. */
const maintenanceFileColumns = fileColumns(maintenanceColumns, {
  equipment_number: (row: KeyedMaintenanceRow) => row.equipment_number,
  vehicle_parent_type: (row) => row.vehicle_parent_type,
  task_name: (row) => row.task_name,
  status: (row) => row.status,
  last_done: (row) => row.last_done_on,
  last_done_odometer: (row) => row.last_done_odometer,
  next_due: (row) => row.next_due_on,
  next_due_odometer: (row) => row.next_due_odometer,
  current_odometer: (row) => row.current_odometer,
  days_left: (row) => row.days_left,
  km_left: (row) => row.km_left,
  current_hours: (row) => row.current_hours,
  last_done_hours: (row) => row.last_done_hours,
  next_due_hours: (row) => row.next_due_hours,
  hours_left: (row) => row.hours_left,
});

/** The rows the Maintenance list shows for the same filters, in its order. */
export function maintenanceExport(context: AppContext, filter: MaintenanceFilter): FileExport<KeyedMaintenanceRow> {
  const query = statusQuery(context, filter);
  return {
    name: 'maintenance',
    columns: maintenanceFileColumns,
    read: (previous, limit) => selectMaintenanceRows(context.db, query, { after: previous, limit }),
  };
}
