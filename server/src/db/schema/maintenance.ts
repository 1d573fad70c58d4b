import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { defects } from './defects.js';
import { drivers } from './drivers.js';
import { serviceTasks } from './service-tasks.js';
import { users } from './users.js';
import { vehicles } from './vehicles.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const by = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * A work order of one vehicle. When it is marked done its total (the lines) is added to the
 * vehicle's maintenance expense of the completion week, and `expense_week` remembers where, so
 * reopening or editing it can take the amount back out.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status').$type<'open' | 'in_progress' | 'done'>().notNull().default('open'),
    notes: text('notes'),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    completedOn: date('completed_on', { mode: 'string' }),
    /** The odometer when the work was done; service tasks it completes count from it. */
    odometer: integer('odometer'),
    totalCents: integer('total_cents').notNull().default(0),
    expenseWeek: date('expense_week', { mode: 'string' }),
    createdBy: by('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('work_orders_status', sql`${table.status} in ('open', 'in_progress', 'done')`),
    check('work_orders_done', sql`(${table.status} = 'done') = (${table.completedOn} is not null)`),
    check('work_orders_total', sql`${table.totalCents} >= 0`),
    index('work_orders_status').on(table.status, table.id),
    index('work_orders_vehicle').on(table.vehicleId, table.id),
  ],
);

export const workOrderLines = pgTable(
  'work_order_lines',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'labour' | 'part'>().notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    unitCostCents: integer('unit_cost_cents').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    check('work_order_lines_kind', sql`${table.kind} in ('labour', 'part')`),
    check('work_order_lines_amounts', sql`${table.quantity} > 0 and ${table.unitCostCents} >= 0`),
    index('work_order_lines_order').on(table.workOrderId, table.position),
  ],
);

export const workOrderServiceTasks = pgTable(
  'work_order_service_tasks',
  {
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    serviceTaskId: integer('service_task_id')
      .notNull()
      .references(() => serviceTasks.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.workOrderId, table.serviceTaskId] })],
);

export const workOrderDefects = pgTable(
  'work_order_defects',
  {
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    defectId: integer('defect_id')
      .notNull()
      .references(() => defects.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.workOrderId, table.defectId] }),
    index('work_order_defects_defect').on(table.defectId),
  ],
);

/**
 * Each time a service task was done on a vehicle: by a done work order, a done appointment, or
 * recorded by hand (e.g. the last oil change before the app). The latest one is where the next
 * interval counts from.
 */
export const serviceCompletions = pgTable(
  'service_completions',
  {
    id: serial('id').primaryKey(),
    serviceTaskId: integer('service_task_id')
      .notNull()
      .references(() => serviceTasks.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    doneOn: date('done_on', { mode: 'string' }).notNull(),
    odometer: integer('odometer'),
    workOrderId: integer('work_order_id').references(() => workOrders.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    createdBy: by('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('service_completions_odometer', sql`${table.odometer} is null or ${table.odometer} >= 0`),
    index('service_completions_vehicle_task').on(table.vehicleId, table.serviceTaskId, table.doneOn),
    index('service_completions_work_order').on(table.workOrderId),
    index('service_completions_appointment').on(table.appointmentId),
  ],
);

/** A fill-up. Its cost is added to the vehicle's gas expense of that week (taken back out on edit or delete). */
export const fuelEntries = pgTable(
  'fuel_entries',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    litres: numeric('litres', { precision: 10, scale: 2 }).notNull(),
    costCents: integer('cost_cents').notNull(),
    odometer: integer('odometer').notNull(),
    createdBy: by('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('fuel_entries_amounts', sql`${table.litres} > 0 and ${table.costCents} >= 0 and ${table.odometer} >= 0`),
    index('fuel_entries_vehicle_date').on(table.vehicleId, table.date, table.id),
    index('fuel_entries_date').on(table.date, table.id),
  ],
);

/** One row per admin and business day: the unique key is what makes the digest go out once, whatever runs it. */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('digest_deliveries_user_day').on(table.userId, table.day)],
);

/** What admins see of each scheduled job, whichever scheduler runs it. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: at('last_started_at'),
  lastFinishedAt: at('last_finished_at'),
  lastError: text('last_error'),
  nextRunAt: at('next_run_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
