import { z } from 'zod';
import { paginationQuery } from './api.js';
import { odmReadMax } from './checklist-words.js';
import { booleanish, calendarDate, integerish, maxId, optionalText, requiredText } from './fields.js';
import { blankToUndefined, decimalAmount, odometerReading, pickedId } from './amount-fields.js';
import { confirmImplausibleField, hourReadField } from './meters.js';

/** Work orders of a vehicle (issue 21): labour and parts lines, linked service tasks and defects. */

export const workOrderStatuses = ['open', 'in_progress', 'done'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

export const workOrderStatusLabels: Record<'en' | 'fr', Record<WorkOrderStatus, string>> = {
  en: { open: 'Open', in_progress: 'In progress', done: 'Done' },
  fr: { open: 'Ouvert', in_progress: 'En cours', done: 'Terminé' },
};

/** Issue 37: a Mandatory maintenance (SAAQ) work order holds the maintenance sheet. */
export const workOrderKinds = ['general', 'mandatory_maintenance'] as const;
export type WorkOrderKind = (typeof workOrderKinds)[number];
export const workOrderKindLabels: Record<'en' | 'fr', Record<WorkOrderKind, string>> = {
  en: { general: 'General', mandatory_maintenance: 'Mandatory maintenance (SAAQ)' },
  fr: { general: 'Général', mandatory_maintenance: 'Entretien obligatoire (SAAQ)' },
};

export const workOrderLineKinds = ['labour', 'part'] as const;
export type WorkOrderLineKind = (typeof workOrderLineKinds)[number];

/** The most lines, service tasks and defects one work order holds. */
export const workOrderLimits = { lines: 100, links: 50 } as const;

export const workOrderMessages = {
  notFound: 'Work order not found.',
  created: 'The work order has been created.',
  updated: 'The work order has been saved.',
  deleted: 'The work order has been deleted.',
  statusChanged: 'The work order status has been changed.',
  vehicleRequired: 'Choose a vehicle.',
  vehicleUnknown: 'Choose one of the listed vehicles.',
  vehicleLocked: 'Reopen the work order before moving it to another vehicle.',
  titleRequired: 'A title is required.',
  statusInvalid: 'Status must be open, in progress or done.',
  kindInvalid: 'Each line is labour or a part.',
  descriptionRequired: 'Each line needs a description.',
  quantityInvalid: 'Quantity must be more than 0, with at most 2 decimals.',
  unitCostInvalid: 'Unit cost must be a positive amount with at most 2 decimals.',
  odometerInvalid: `Odometer must be a whole number from 0 to ${odmReadMax}.`,
  dueBeforeOpened: 'The due date cannot be before the opened date.',
  completedBeforeOpened: 'The completion date cannot be before the opened date.',
  completedInFuture: 'The completion date cannot be in the future.',
  taskUnknown: 'Choose service tasks from the list.',
  defectUnknown: 'Link only unfinished defects of this vehicle.',
  totalTooLarge: 'This total would take the week’s maintenance expense past the most it can hold.',
  workOrderKindInvalid: 'The kind must be general or mandatory_maintenance.',
} as const;

const idList = (message: string) =>
  z
    .array(z.number({ error: message }).int({ error: message }).positive({ error: message }).max(maxId), {
      error: message,
    })
    .max(workOrderLimits.links)
    .default([]);

export const workOrderLineInput = z.object({
  kind: z.enum(workOrderLineKinds, { error: workOrderMessages.kindInvalid }),
  description: requiredText(workOrderMessages.descriptionRequired).pipe(z.string().max(500)),
  quantity: decimalAmount(workOrderMessages.quantityInvalid, { positive: true, max: 99_999_999 }),
  unit_cost: decimalAmount(workOrderMessages.unitCostInvalid, { positive: false, max: 21_474_836 }),
});
export type WorkOrderLineInput = z.output<typeof workOrderLineInput>;

/** `POST api/work_orders` and `PUT api/work_orders/:id`: status and completion change by `/status`. */
export const workOrderForm = z
  .object({
    vehicle_id: pickedId(workOrderMessages.vehicleRequired, workOrderMessages.vehicleUnknown),
    title: requiredText(workOrderMessages.titleRequired).pipe(z.string().max(200)),
    /** Left out: general on a new work order, unchanged on a saved one. */
    kind: z.enum(workOrderKinds, { error: workOrderMessages.workOrderKindInvalid }).optional(),
    notes: optionalText(4000),
    opened_on: z.preprocess(blankToUndefined, calendarDate().optional()),
    due_on: z.preprocess(blankToUndefined, calendarDate().optional()),
    lines: z.array(workOrderLineInput).max(workOrderLimits.lines).default([]),
    service_task_ids: idList(workOrderMessages.taskUnknown),
    defect_ids: idList(workOrderMessages.defectUnknown),
  })
  .refine((form) => !form.opened_on || !form.due_on || form.due_on >= form.opened_on, {
    error: workOrderMessages.dueBeforeOpened,
    path: ['due_on'],
  });
export type WorkOrderInput = z.output<typeof workOrderForm>;

/**
 * `POST api/work_orders/:id/status`. Done takes a completion date (today when not given) and the
 * odometer then; `mark_defects_repaired` also records the linked defects' repair.
 */
export const workOrderStatusForm = z.object({
  status: z.enum(workOrderStatuses, { error: workOrderMessages.statusInvalid }),
  completed_on: z.preprocess(blankToUndefined, calendarDate().optional()),
  odometer: z.preprocess(blankToUndefined, odometerReading(workOrderMessages.odometerInvalid).optional()),
  /** Engine hours then (issue 37), for a vehicle with an hour meter; both meters become readings. */
  hours: hourReadField,
  confirm_implausible: confirmImplausibleField,
  mark_defects_repaired: booleanish.optional(),
});
export type WorkOrderStatusInput = z.output<typeof workOrderStatusForm>;

export const workOrderFilterQuery = z.object({
  status: z.enum(workOrderStatuses, { error: workOrderMessages.statusInvalid }).optional(),
  vehicle_id: integerish.pipe(z.number().min(1).max(maxId)).optional(),
  search: optionalText(100),
});
export type WorkOrderFilter = z.output<typeof workOrderFilterQuery>;
export const workOrderListQuery = paginationQuery.extend(workOrderFilterQuery.shape);
export const workOrderPageSize = 50;

export const workOrder = z.object({
  id: z.number().int(),
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  title: z.string(),
  kind: z.enum(workOrderKinds),
  status: z.enum(workOrderStatuses),
  notes: z.string().nullable(),
  opened_on: z.string(),
  due_on: z.string().nullable(),
  completed_on: z.string().nullable(),
  odometer: z.number().int().nullable(),
  hours: z.number().int().nullable(),
  /** The sum of the lines, in dollars. */
  total: z.number(),
  /** The week (its Sunday) whose maintenance expense holds the total, while done. */
  expense_week: z.string().nullable(),
});
export type WorkOrder = z.infer<typeof workOrder>;

export const workOrderLine = z.object({
  id: z.number().int(),
  kind: z.enum(workOrderLineKinds),
  description: z.string(),
  quantity: z.number(),
  unit_cost: z.number(),
  total: z.number(),
});
export type WorkOrderLine = z.infer<typeof workOrderLine>;

export const workOrderDetail = workOrder.extend({
  /** The vehicle's meters (issue 37): which readings Mark done asks for. */
  vehicle_has_odometer: z.boolean(),
  vehicle_has_hour_meter: z.boolean(),
  lines: z.array(workOrderLine),
  service_tasks: z.array(z.object({ id: z.number().int(), name: z.string() })),
  defects: z.array(
    z.object({
      id: z.number().int(),
      item: z.string(),
      item_label: z.string(),
      severity: z.string(),
      status: z.string(),
    }),
  ),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;

/** `GET api/work_orders/service_tasks`: the names to link. */
export const workOrderServiceTask = z.object({ id: z.number().int(), name: z.string() });

/** A line's amount in cents: quantity × unit cost, rounded to the cent. */
export function lineCents(line: { quantity: number; unit_cost: number }): number {
  return Math.round((Math.round(line.quantity * 100) * Math.round(line.unit_cost * 100)) / 100);
}
