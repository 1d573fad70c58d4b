import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checklists } from './checklists.js';
import { drivers } from './drivers.js';
import { users } from './users.js';

/**
 * A driver's "I have read this report" on an inspection someone else did (issue 36; RSSVR
 * s. 197.0.3 asks for the driver's countersignature when a person designated by the operator did
 * the check). Once per person and inspection; the name is copied so the record reads the same
 * after the account changes.
 */
export const checklistCountersignatures = pgTable(
  'checklist_countersignatures',
  {
    id: serial('id').primaryKey(),
    checklistId: integer('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    signerName: text('signer_name').notNull(),
    /** The declaration text version signed ("I have read this report"). */
    statementVersion: text('statement_version').notNull(),
    /** The drawn signature (PNG) or the typed name: one of the two. */
    signatureKey: text('signature_key'),
    signatureTypedName: text('signature_typed_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('checklist_countersignatures_once').on(table.checklistId, table.userId)],
);
