import { date, index, integer, pgTable, serial, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations } from './drivers.js';
import { serviceTasks } from './service-tasks.js';
import { users } from './users.js';
import { vehicles } from './vehicles.js';

/** Cleaning, Maintenance, Tire change, Inspection, Repair, Other: seeded by the migration, data not code. */
export const appointmentTypes = pgTable('appointment_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('appointment_types_name_unique'),
});

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    appointmentTypeId: integer('appointment_type_id')
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    comments: text('comments'),
    /** The service task this visit does; marking it done (with the odometer) resets that task. */
    serviceTaskId: integer('service_task_id').references(() => serviceTasks.id, { onDelete: 'set null' }),
    doneOn: date('done_on', { mode: 'string' }),
    doneOdometer: integer('done_odometer'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A vehicle cannot be booked twice at the same date and time.
    uniqueIndex('appointments_vehicle_slot_unique').on(table.vehicleId, table.date, table.time),
    index('appointments_date').on(table.date, table.time),
    index('appointments_type_date').on(table.appointmentTypeId, table.date),
  ],
);
