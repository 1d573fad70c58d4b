import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { drivers } from './drivers.js';
import { vehicles } from './vehicles.js';

export const rateTypes = ['full_day_rate', 'shared_day_rate', 'custom_rate'] as const;
export const rateTypeEnum = pgEnum('rate_type', rateTypes);

/** Daily rates per vehicle parent type, in cents; the migration seeds one row per parent type. */
export const rates = pgTable('rates', {
  id: serial('id').primaryKey(),
  vehicleParentType: text('vehicle_parent_type').notNull().unique('rates_vehicle_parent_type_unique'),
  fullDayRateCents: integer('full_day_rate_cents').notNull().default(0),
  sharedDayRateCents: integer('shared_day_rate_cents').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Day codes of DESIGN.md: 1 in use (in town), 3 in use (out of town), 2 spare, 0 no charge. */
export type DayCode = 0 | 1 | 2 | 3;
/** `{ 'YYYY-MM-DD': code }` for the seven days of the row's week. */
export type WeekRecord = Record<string, DayCode>;

/**
 * One row per week, vehicle and driver slot (slot 0: a vehicle with no driver). Created the first
 * time a week is opened; the unique key lets two admins open a new week at once without doubles.
 * The rate is copied in at save time, so changing Rates never rewrites a billed week.
 */
export const trackings = pgTable(
  'trackings',
  {
    id: serial('id').primaryKey(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    rateType: rateTypeEnum('rate_type').notNull().default('full_day_rate'),
    rateCents: integer('rate_cents').notNull().default(0),
    weekRecord: jsonb('week_record').$type<WeekRecord>().notNull().default({}),
    comment: text('comment'),
    cleaningAppt: text('cleaning_appt'),
    enabled: boolean('enabled').notNull().default(true),
    hidden: boolean('hidden').notNull().default(false),
    totalBillingCents: integer('total_billing_cents').notNull().default(0),
    color: text('color').notNull().default('#ffffff'),
    /** Counts the row's saves; an edit sends back the version it read, so it cannot overwrite a newer save. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('trackings_slot', sql`${table.slot} between 0 and 3`),
    uniqueIndex('trackings_week_vehicle_slot_unique').on(table.weekStart, table.vehicleId, table.slot),
    index('trackings_week_enabled').on(table.weekStart, table.enabled),
    index('trackings_vehicle_week').on(table.vehicleId, table.weekStart),
    index('trackings_driver_week').on(table.driverId, table.weekStart),
  ],
);

/** Income and expenses of one vehicle for one week (the Expense modal), in cents. */
export const vehicleExpenses = pgTable(
  'vehicle_expenses',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    revenueCents: integer('revenue_cents').notNull().default(0),
    rentalCostCents: integer('rental_cost_cents').notNull().default(0),
    gasCents: integer('gas_cents').notNull().default(0),
    insuranceCents: integer('insurance_cents').notNull().default(0),
    maintenanceCents: integer('maintenance_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vehicle_expenses_vehicle_week_unique').on(table.vehicleId, table.weekStart),
    index('vehicle_expenses_week').on(table.weekStart),
  ],
);
