import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BrakeMeasurementRow, MaintenanceSheetComponentRow } from '@fleet-ops/shared';
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
    /** Issue 37: 'mandatory_maintenance' work orders hold a SAAQ maintenance sheet (`maintenance_sheets`). */
    kind: text('kind').$type<'general' | 'mandatory_maintenance'>().notNull().default('general'),
    status: text('status').$type<'open' | 'in_progress' | 'done'>().notNull().default('open'),
    notes: text('notes'),
    openedOn: date('opened_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    completedOn: date('completed_on', { mode: 'string' }),
    /** The odometer when the work was done; service tasks it completes count from it. */
    odometer: integer('odometer'),
    /** The engine hours when the work was done (a vehicle with an hour meter). */
    hours: integer('hours'),
    totalCents: integer('total_cents').notNull().default(0),
    expenseWeek: date('expense_week', { mode: 'string' }),
    createdBy: by('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('work_orders_status', sql`${table.status} in ('open', 'in_progress', 'done')`),
    check('work_orders_kind', sql`${table.kind} in ('general', 'mandatory_maintenance')`),
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
 * Issue 37: the SAAQ mandatory maintenance sheet of a 'mandatory_maintenance' work order (RSSVR
 * s. 200-201, docs/maintenance-saaq.md). `components` and `brake_measurements` are checked by the
 * shared schema on every save; `gross_weight_kg` is the vehicle's rating when the sheet was signed,
 * which decided whether brake measurements were required. Signed by a drawn PNG or a typed name.
 */
export const maintenanceSheets = pgTable(
  'maintenance_sheets',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' })
      .unique('maintenance_sheets_work_order_unique'),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    odometer: integer('odometer').notNull(),
    grossWeightKg: integer('gross_weight_kg').notNull(),
    components: jsonb('components').$type<MaintenanceSheetComponentRow[]>().notNull(),
    brakeMeasurements: jsonb('brake_measurements').$type<BrakeMeasurementRow[]>().notNull(),
    mechanicName: text('mechanic_name').notNull(),
    /** The drawn signature, a PNG in base64 (checked by its bytes when saved). */
    signaturePng: text('signature_png'),
    signatureTypedName: text('signature_typed_name'),
    createdBy: by('created_by'),
    updatedBy: by('updated_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('maintenance_sheets_odometer', sql`${table.odometer} >= 0`),
    check(
      'maintenance_sheets_signed',
      sql`${table.signaturePng} is not null or ${table.signatureTypedName} is not null`,
    ),
    index('maintenance_sheets_vehicle_date').on(table.vehicleId, table.serviceDate),
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
    hours: integer('hours'),
    workOrderId: integer('work_order_id').references(() => workOrders.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    /** Issue 37: the completed SAAQ maintenance sheet that recorded it (goes with the sheet). */
    maintenanceSheetId: integer('maintenance_sheet_id').references(() => maintenanceSheets.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    createdBy: by('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('service_completions_odometer', sql`${table.odometer} is null or ${table.odometer} >= 0`),
    index('service_completions_vehicle_task').on(table.vehicleId, table.serviceTaskId, table.doneOn),
    index('service_completions_work_order').on(table.workOrderId),
    index('service_completions_appointment').on(table.appointmentId),
    uniqueIndex('service_completions_maintenance_sheet').on(table.maintenanceSheetId),
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
    /** Null for a vehicle without an odometer (issue 37): its fill-ups are read in engine hours. */
    odometer: integer('odometer'),
    hourRead: integer('hour_read'),
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
