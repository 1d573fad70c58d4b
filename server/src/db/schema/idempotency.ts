import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per request id a client sent with a create (`Idempotency-Key` or `client_id`): written
 * in the same transaction as the row it created, so a retry after a lost answer (or a crash)
 * finds the first result instead of creating a second. The key is unique per user, which is what
 * makes two identical requests at once create one row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** What the key was used for (`POST /api/checklist`): the same key on another route is a mismatch. */
    scope: text('scope').notNull(),
    /** SHA-256 of the request as validated (and its files), to tell a retry from a different submission. */
    fingerprint: text('fingerprint').notNull(),
    /** The id of the row the first request created. */
    resourceId: integer('resource_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
