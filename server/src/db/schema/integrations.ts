import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A URL an admin registered to hear about events. The secret is kept readable because every
 * delivery is signed with it (HMAC SHA-256); it is shown to admins once, at creation.
 */
export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  /** Event names the hook listens to, e.g. `checklist.submitted`. */
  events: jsonb('events').$type<string[]>().notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event sent to one hook. Written in the transaction that made the event, so an event is never
 * lost nor sent for a rolled-back change; the job runner sends it and retries with backoff.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The exact JSON body sent, so a resend is byte-for-byte the same event. */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    check('webhook_deliveries_status', sql`${table.status} in ('pending', 'delivered', 'failed')`),
    index('webhook_deliveries_hook').on(table.webhookId, table.id),
    index('webhook_deliveries_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * An uploaded import file after its dry run: the checked rows wait here for the admin to confirm,
 * and progress is counted here so any instance can report it.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<'checked' | 'importing' | 'imported' | 'failed'>().notNull().default('checked'),
    totalRows: integer('total_rows').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    newCount: integer('new_count').notNull().default(0),
    updateCount: integer('update_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** Parsed rows with their outcome; cleared once imported. */
    rows: jsonb('rows').$type<unknown[]>(),
    error: text('error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [check('import_runs_status', sql`${table.status} in ('checked', 'importing', 'imported', 'failed')`)],
);

/**
 * A single sign-on attempt between the redirect to the identity provider and its return. Kept in
 * the database, not in process memory, so the return may land on any instance.
 */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
