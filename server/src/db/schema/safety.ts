import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { vehicles } from './vehicles.js';

/**
 * Fire extinguisher inspections (the Fire Extinguisher screen, reported as "Incident"). Parent
 * type and vehicle type are read from the vehicle, never stored twice.
 */
export const fireInspections = pgTable(
  'fire_inspections',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    manufactureYear: integer('manufacture_year').notNull(),
    /** The month the inspection was done, 'YYYY-MM'. */
    inspectionMonth: text('inspection_month').notNull(),
    inspectionExpiryDate: date('inspection_expiry_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('fire_inspections_manufacture_year', sql`${table.manufactureYear} between 1900 and 2099`),
    index('fire_inspections_expiry').on(table.inspectionExpiryDate),
    index('fire_inspections_vehicle').on(table.vehicleId),
  ],
);

export const kitTypes = ['type_1', 'type_2'] as const;
export const kitTypeEnum = pgEnum('kit_type', kitTypes);

export const firstAidKits = pgTable(
  'first_aid_kits',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** Kits expire at the end of a month: stored as that month's first day, sent as 'YYYY-MM'. */
    expiryMonth: date('expiry_month', { mode: 'string' }).notNull(),
    type: kitTypeEnum('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('first_aid_kits_expiry').on(table.expiryMonth),
    index('first_aid_kits_vehicle').on(table.vehicleId),
  ],
);
