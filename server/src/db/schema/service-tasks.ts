import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { vehicles } from './vehicles.js';

/**
 * A recurring service ("Oil change") due every N days or months, every N km, or both (whichever
 * comes first). It applies to every vehicle, to one vehicle parent type, or to chosen vehicles
 * (`service_task_vehicles`).
 */
export const serviceTasks = pgTable(
  'service_tasks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    intervalDays: integer('interval_days'),
    intervalMonths: integer('interval_months'),
    intervalKm: integer('interval_km'),
    intervalHours: integer('interval_hours'),
    dueSoonDays: integer('due_soon_days').notNull().default(14),
    dueSoonKm: integer('due_soon_km').notNull().default(1000),
    dueSoonHours: integer('due_soon_hours').notNull().default(25),
    appliesTo: text('applies_to')
      .$type<'all' | 'parent_type' | 'vehicles' | 'heavy_vehicles'>()
      .notNull()
      .default('all'),
    vehicleParentType: text('vehicle_parent_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 37: deleting a task archives it; its completions stay readable and its name is free again. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Issue 37: a task the app itself made and relies on ('mandatory_maintenance'); null for the fleet's own. */
    builtIn: text('built_in').unique('service_tasks_built_in_unique'),
  },
  (table) => [
    uniqueIndex('service_tasks_name_unique')
      .on(table.name)
      .where(sql`${table.archivedAt} is null`),
    check(
      'service_tasks_interval',
      sql`${table.intervalDays} is not null or ${table.intervalMonths} is not null or ${table.intervalKm} is not null or ${table.intervalHours} is not null`,
    ),
    check('service_tasks_hours_positive', sql`coalesce(${table.intervalHours}, 1) > 0 and ${table.dueSoonHours} >= 0`),
    check('service_tasks_one_time_unit', sql`${table.intervalDays} is null or ${table.intervalMonths} is null`),
    check(
      'service_tasks_positive',
      sql`coalesce(${table.intervalDays}, 1) > 0 and coalesce(${table.intervalMonths}, 1) > 0 and coalesce(${table.intervalKm}, 1) > 0 and ${table.dueSoonDays} >= 0 and ${table.dueSoonKm} >= 0`,
    ),
    check('service_tasks_applies_to', sql`${table.appliesTo} in ('all', 'parent_type', 'vehicles', 'heavy_vehicles')`),
    check(
      'service_tasks_parent_type',
      sql`(${table.appliesTo} = 'parent_type') = (${table.vehicleParentType} is not null)`,
    ),
  ],
);

/** The chosen vehicles of a task that `applies_to` 'vehicles'. */
export const serviceTaskVehicles = pgTable(
  'service_task_vehicles',
  {
    serviceTaskId: integer('service_task_id')
      .notNull()
      .references(() => serviceTasks.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.serviceTaskId, table.vehicleId] }),
    index('service_task_vehicles_vehicle').on(table.vehicleId),
  ],
);
