import {
  checklistItemLabel,
  lineCents,
  type WorkOrder,
  type WorkOrderDetail,
  type WorkOrderFilter,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import {
  findWorkOrder,
  listLines,
  listLinkedDefects,
  listLinkedTasks,
  listWorkOrders,
  type WorkOrderQueryRow,
} from './queries.js';

const dollars = (cents: number) => cents / 100;

export function toWorkOrder(row: WorkOrderQueryRow): WorkOrder {
  const { order } = row;
  return {
    id: order.id,
    vehicle_id: order.vehicleId,
    equipment_number: row.equipmentNumber,
    title: order.title,
    kind: order.kind,
    status: order.status,
    notes: order.notes,
    opened_on: order.openedOn,
    due_on: order.dueOn,
    completed_on: order.completedOn,
    odometer: order.odometer,
    hours: order.hours,
    total: dollars(order.totalCents),
    expense_week: order.expenseWeek,
  };
}

export async function listWorkOrderPage(
  context: AppContext,
  filter: WorkOrderFilter,
  request: PageRequest,
): Promise<ListPage<WorkOrder>> {
  const { rows, total } = await listWorkOrders(context.db, filter, request);
  return { rows: rows.map(toWorkOrder), total };
}

export async function getWorkOrder(context: AppContext, id: number): Promise<WorkOrderDetail> {
  const row = await findWorkOrder(context.db, id);
  if (!row) throw notFound('Work order');
  const [lines, tasks, linkedDefects] = await Promise.all([
    listLines(context.db, id),
    listLinkedTasks(context.db, id),
    listLinkedDefects(context.db, id),
  ]);
  return {
    ...toWorkOrder(row),
    vehicle_has_odometer: row.hasOdometer,
    vehicle_has_hour_meter: row.hasHourMeter,
    lines: lines.map((line) => {
      const amounts = { quantity: Number(line.quantity), unit_cost: dollars(line.unitCostCents) };
      return {
        id: line.id,
        kind: line.kind,
        description: line.description,
        ...amounts,
        total: dollars(lineCents(amounts)),
      };
    }),
    service_tasks: tasks,
    defects: linkedDefects.map((defect) => ({ ...defect, item_label: checklistItemLabel(defect.item) })),
  };
}
