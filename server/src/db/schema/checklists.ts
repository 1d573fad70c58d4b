import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { drivers, locations } from './drivers.js';
import { inspectionFormVersions } from './inspection-forms.js';
import { users } from './users.js';
import { vehicles } from './vehicles.js';

/** `na`: not applicable, only on a form's item that allows it (issue 36); jsonb, so no migration was needed. */
export type ChecklistAnswer = 'yes' | 'no' | 'na';
/**
 * Kept as a list, in the order the form showed the items (jsonb objects do not keep key order).
 * `note`: the driver's short note on a failed item (issue 19).
 */
export type ChecklistItemAnswers = { item: string; answer: ChecklistAnswer; note?: string; reading?: number }[];

/**
 * A Pre-OP Checklist. Equipment number, vehicle type and operator name are copied at submission,
 * so an inspection record reads the same after the vehicle or driver changes.
 */
export const checklists = pgTable(
  'checklists',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    equipmentNumber: text('equipment_number').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    operator: text('operator').notNull(),
    /** The inspection day in the business timezone. */
    date: date('date', { mode: 'string' }).notNull(),
    /** The odometer reading; null for a vehicle without an odometer (a loader read in engine hours, issue 37). */
    odmRead: integer('odm_read'),
    /** Engine hours, asked when the vehicle has an hour meter. */
    hourRead: integer('hour_read'),
    oilLife: integer('oil_life'),
    remarks: text('remarks'),
    items: jsonb('items').$type<ChecklistItemAnswers>().notNull(),
    hasIssue: boolean('has_issue').notNull(),
    /** The inspection record's time: server time at submit. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the check was done: a site location, or a place the operator typed (`place` holds the name either way). */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    place: text('place'),
    /** The declaration text version the operator accepted, and their drawn signature (PNG) or typed name; null when not signed. */
    statementVersion: text('statement_version'),
    signatureKey: text('signature_key'),
    /** A signature typed instead of drawn (keyboard or screen reader): the name as typed; null otherwise. */
    signatureTypedName: text('signature_typed_name'),
    /** When the form was opened and signed on the phone, so the record shows how long the check took. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** The inspection form version the checklist was filled on (issue 36); null for checklists from before forms. */
    formVersionId: integer('form_version_id').references(() => inspectionFormVersions.id, { onDelete: 'restrict' }),
    /** Until when the inspection counts (issue 36, migration 0013); null before it: until the end of `date`. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (table) => [
    index('checklists_date').on(table.date, table.id),
    index('checklists_vehicle_date').on(table.vehicleId, table.date),
    index('checklists_driver_date').on(table.driverId, table.date),
    index('checklists_submitted_by').on(table.submittedBy, table.date),
    index('checklists_form_version').on(table.formVersionId),
    index('checklists_vehicle_valid_until').on(table.vehicleId, table.validUntil),
  ],
);

export const checklistAttachments = pgTable(
  'checklist_attachments',
  {
    id: serial('id').primaryKey(),
    checklistId: integer('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Shown to people only; never used to build a path. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checklist_attachments_checklist').on(table.checklistId)],
);

/**
 * A submitted checklist is never edited: a correction is an amendment kept beside it (who, when,
 * why and what), shown with the record.
 */
export const checklistAmendments = pgTable(
  'checklist_amendments',
  {
    id: serial('id').primaryKey(),
    checklistId: integer('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied so the record reads the same after the user changes or leaves. */
    authorName: text('author_name').notNull(),
    reason: text('reason').notNull(),
    correction: text('correction').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checklist_amendments_checklist').on(table.checklistId, table.createdAt)],
);
