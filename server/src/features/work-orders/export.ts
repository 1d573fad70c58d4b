import { fromCents, workOrderColumns, type WorkOrderFilter } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { fileColumns, type FileExport } from '../../lib/file-export/index.js';
import { listWorkOrdersAfter, type WorkOrderQueryRow } from './queries.js';

const workOrderFileColumns = fileColumns(workOrderColumns, {
  id: (row: WorkOrderQueryRow) => row.order.id,
  equipment_number: (row) => row.equipmentNumber,
  title: (row) => row.order.title,
  status: (row) => row.order.status,
  opened_on: (row) => row.order.openedOn,
  due_on: (row) => row.order.dueOn,
  completed_on: (row) => row.order.completedOn,
  odometer: (row) => row.order.odometer,
  total: (row) => fromCents(row.order.totalCents),
  notes: (row) => row.order.notes,
});

/** The work orders the list shows for the same filters, newest first. */
export function workOrderExport(context: AppContext, filter: WorkOrderFilter): FileExport<WorkOrderQueryRow> {
  return {
    name: 'work-orders',
    columns: workOrderFileColumns,
    read: (previous, limit) => listWorkOrdersAfter(context.db, filter, previous?.order.id, limit),
  };
}
