import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { apiTokens } from './api-tokens.js';
import { users } from './users.js';
import { vehicles } from './vehicles.js';

export const meterKinds = ['odometer', 'hours'] as const;
export const meterSources = ['checklist', 'fuel', 'work_order', 'manual', 'import', 'api'] as const;

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One reading of a vehicle's odometer (km) or hour meter (engine hours). The vehicle's
 * `last_odm_read` / `last_hour_read` is the value of its latest reading that is not voided; a
 * reading that arrives late (taken before the latest) stays in the history only. A wrong reading
 * is voided (kept, with who, when and why), never deleted. `source_ref` names where it came from
 * (`checklist:12`, a telematics id); a reading is kept once per vehicle, meter, time and ref.
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    meter: text('meter').$type<(typeof meterKinds)[number]>().notNull(),
    value: integer('value').notNull(),
    takenAt: at('taken_at').notNull(),
    source: text('source').$type<(typeof meterSources)[number]>().notNull(),
    sourceRef: text('source_ref'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    apiTokenId: integer('api_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    /** Confirmed by the person after the implausible-jump warning. */
    flagged: boolean('flagged').notNull().default(false),
    voidedAt: at('voided_at'),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('meter_readings_meter', sql`${table.meter} in ('odometer', 'hours')`),
    check(
      'meter_readings_source',
      sql`${table.source} in ('checklist', 'fuel', 'work_order', 'manual', 'import', 'api')`,
    ),
    check('meter_readings_value', sql`${table.value} >= 0`),
    check('meter_readings_void', sql`(${table.voidedAt} is null) = (${table.voidReason} is null)`),
    index('meter_readings_vehicle_meter_taken').on(table.vehicleId, table.meter, table.takenAt, table.id),
    uniqueIndex('meter_readings_once').on(
      table.vehicleId,
      table.meter,
      table.takenAt,
      sql`coalesce(${table.sourceRef}, '')`,
    ),
  ],
);
