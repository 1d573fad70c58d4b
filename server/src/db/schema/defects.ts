import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checklists } from './checklists.js';
import { inspectionFormVersions } from './inspection-forms.js';
import { users } from './users.js';
import { vehicles } from './vehicles.js';

/**
 * The class of a checklist item, set by admins. A row without a vehicle parent type applies to
 * every vehicle; one with a type overrides it for that type. An item without a row takes the
 * default (shared `defaultMajorItems`), so the table only holds what admins changed.
 */
export const checklistItemClasses = pgTable(
  'checklist_item_classes',
  {
    id: serial('id').primaryKey(),
    item: text('item').notNull(),
    severity: text('severity').$type<'major' | 'minor'>().notNull(),
    vehicleParentType: text('vehicle_parent_type'),
  },
  (table) => [
    check('checklist_item_classes_severity', sql`${table.severity} in ('major', 'minor')`),
    uniqueIndex('checklist_item_classes_item_type').on(table.item, sql`coalesce(${table.vehicleParentType}, '')`),
  ],
);

const by = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A defect of one item on one vehicle, opened by the first "no". The vehicle's out-of-service
 * state is derived from its major defects that are not finished, never stored on the vehicle.
 */
export const defects = pgTable(
  'defects',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    /** The class: the chosen defect description's (issue 36), else the item's. */
    severity: text('severity').$type<'major' | 'minor'>().notNull(),
    /** The code of the form's defect description found first (`1.A`), or null (an item without one, "Other"). */
    code: text('code'),
    status: text('status')
      .$type<'open' | 'acknowledged' | 'repaired' | 'verified' | 'no_defect_found'>()
      .notNull()
      .default('open'),
    reportedAt: at('reported_at').notNull(),
    /** Minor defects only: reported_at + 48 h. */
    dueAt: at('due_at'),
    /** The checklist of the first report. */
    checklistId: integer('checklist_id').references(() => checklists.id, { onDelete: 'set null' }),
    /**
     * The form version a defect reported without a checklist was reported on (`POST api/defects`):
     * its item is named as that version words it, as a checklist's defect is by the checklist's.
     */
    formVersionId: integer('form_version_id').references(() => inspectionFormVersions.id, { onDelete: 'set null' }),
    acknowledgedBy: by('acknowledged_by'),
    acknowledgedAt: at('acknowledged_at'),
    repairedBy: by('repaired_by'),
    repairedAt: at('repaired_at'),
    repairNotes: text('repair_notes'),
    repairCost: numeric('repair_cost', { precision: 10, scale: 2 }),
    verifiedBy: by('verified_by'),
    verifiedAt: at('verified_at'),
    closedBy: by('closed_by'),
    closedAt: at('closed_at'),
    closeReason: text('close_reason'),
  },
  (table) => [
    check('defects_severity', sql`${table.severity} in ('major', 'minor')`),
    check(
      'defects_status',
      sql`${table.status} in ('open', 'acknowledged', 'repaired', 'verified', 'no_defect_found')`,
    ),
    check('defects_repair_cost', sql`${table.repairCost} is null or ${table.repairCost} >= 0`),
    // One unfinished defect per vehicle and item: a second "no" adds an occurrence instead.
    uniqueIndex('defects_one_open')
      .on(table.vehicleId, table.item)
      .where(sql`${table.status} not in ('verified', 'no_defect_found')`),
    index('defects_status_reported').on(table.status, table.reportedAt),
    index('defects_vehicle').on(table.vehicleId),
    index('defects_code').on(table.code),
  ],
);

/**
 * Each report of a defect, the first one included: a checklist's "no", or a defect reported on its
 * own (`POST api/defects`, no checklist: who reported it is kept here, with its photos).
 */
export const defectOccurrences = pgTable(
  'defect_occurrences',
  {
    id: serial('id').primaryKey(),
    defectId: integer('defect_id')
      .notNull()
      .references(() => defects.id, { onDelete: 'cascade' }),
    checklistId: integer('checklist_id').references(() => checklists.id, { onDelete: 'set null' }),
    /** The note (the driver's, or the checklist's remarks); never the code any more (migration 0014). */
    remarks: text('remarks'),
    /** The defect description found (`1.A`), when one was chosen. */
    code: text('code'),
    /** Who reported it, for a report made without a checklist (the checklist says who otherwise). */
    reportedBy: by('reported_by'),
    reportedAt: at('reported_at').notNull(),
  },
  (table) => [index('defect_occurrences_defect').on(table.defectId, table.reportedAt)],
);

/** Photos of a repair, given with `POST api/defects/:id/repair`; kept as long as the repair record. */
export const defectRepairPhotos = pgTable(
  'defect_repair_photos',
  {
    id: serial('id').primaryKey(),
    defectId: integer('defect_id')
      .notNull()
      .references(() => defects.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Shown to people only; never used to build a path. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('defect_repair_photos_defect').on(table.defectId)],
);

/** Photos of a defect reported without a checklist (`POST api/defects`), kept with its report. */
export const defectReportPhotos = pgTable(
  'defect_report_photos',
  {
    id: serial('id').primaryKey(),
    occurrenceId: integer('occurrence_id')
      .notNull()
      .references(() => defectOccurrences.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** Shown to people only; never used to build a path. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('defect_report_photos_occurrence').on(table.occurrenceId)],
);
