import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { outbox } from './outbox.js';
import { users } from './users.js';

/** Work locations; the migration seeds the six the spec allows and the API offers only those. */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('locations_name_unique'),
});

/**
 * A driver is also a user (role `driver`) who signs in with the user's email and password; the
 * email lives on the user only. `users.enabled` mirrors `enabled and not archived`, so sign-in and
 * every session check refuse a disabled or archived driver.
 */
export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    driveInPit: boolean('drive_in_pit').notNull().default(false),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    rotation: text('rotation'),
    pitPermit: boolean('pit_permit').notNull(),
    /** The supervisor's name as typed on the driver form: shown and searched, never used to decide access. */
    supervisor: text('supervisor').notNull(),
    /** The supervisor account whose crew this driver is in (see `features/users/crews.ts`). */
    supervisorId: integer('supervisor_id').references(() => users.id, { onDelete: 'set null' }),
    phoneNumber: text('phone_number').notNull(),
    licenseNo: text('license_no').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    archived: boolean('archived').notNull().default(false),
    /** The row colour the Drivers table groups by. */
    color: text('color').notNull().default('#ffffff'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('drivers_user_id_unique').on(table.userId),
    index('drivers_name').on(sql`lower(${table.name})`, table.id),
    index('drivers_supervisor').on(sql`lower(${table.supervisor})`, table.id),
    index('drivers_supervisor_id').on(table.supervisorId, table.id),
    index('drivers_location_id').on(table.locationId),
    index('drivers_expiry_date').on(table.expiryDate, table.id),
    index('drivers_license_no').on(table.licenseNo),
    index('drivers_status').on(table.archived, table.enabled),
  ],
);

/** SMS notifications sent to a driver from the notify dialog; the message itself is in the outbox. */
export const driverNotifications = pgTable(
  'driver_notifications',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    comments: text('comments').notNull(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'restrict' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('driver_notifications_driver').on(table.driverId, table.createdAt)],
);
