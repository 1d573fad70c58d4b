import { index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxChannelEnum = pgEnum('outbox_channel', ['email', 'sms']);
export const outboxStatusEnum = pgEnum('outbox_status', ['queued', 'sent', 'failed']);

/**
 * Every email and SMS the app sends. With no provider configured messages stay `queued` here,
 * so a fresh install still works and tests can read what was sent.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: outboxChannelEnum('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: outboxStatusEnum('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_recipient').on(table.recipient)],
);
