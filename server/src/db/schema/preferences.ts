import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ColumnPreference } from '@fleet-ops/shared';
import { users } from './users.js';

/** Column options chosen per user and screen (`home`, `tracking`, `vehicles`, ...). */
export const columnPreferences = pgTable(
  'column_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    columnVisibility: jsonb('column_visibility').$type<ColumnPreference[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('column_preferences_user_page').on(table.userId, table.page)],
);
