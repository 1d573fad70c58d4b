import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InspectionAppliesTo, InspectionSection } from '@fleet-ops/shared';
import { users } from './users.js';

/**
 * An inspection form (issue 36) and its draft: what an admin edits. Phones and records read only
 * published versions (`inspection_form_versions`), so a draft never changes a stored checklist.
 * `built_in` names a form the migration made ('pre_op', 'saaq_list_1'); `regulated` marks a form
 * whose regulated sections no request may change. Exactly one form is the default.
 */
export const inspectionForms = pgTable(
  'inspection_forms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    description: text('description').notNull().default(''),
    descriptionFr: text('description_fr').notNull().default(''),
    kind: text('kind').$type<'pre_trip' | 'post_trip' | 'either'>().notNull(),
    validity: text('validity').$type<'calendar_day' | '24h' | 'shift'>().notNull(),
    appliesTo: jsonb('applies_to').$type<InspectionAppliesTo>().notNull(),
    sections: jsonb('sections').$type<InspectionSection[]>().notNull(),
    builtIn: text('built_in'),
    regulated: boolean('regulated').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('inspection_forms_kind', sql`${table.kind} in ('pre_trip', 'post_trip', 'either')`),
    check('inspection_forms_validity', sql`${table.validity} in ('calendar_day', '24h', 'shift')`),
    uniqueIndex('inspection_forms_built_in').on(table.builtIn),
    uniqueIndex('inspection_forms_one_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);

/** A published version: never updated; a checklist filled on it keeps pointing at it. */
export const inspectionFormVersions = pgTable(
  'inspection_form_versions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => inspectionForms.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    kind: text('kind').$type<'pre_trip' | 'post_trip' | 'either'>().notNull(),
    validity: text('validity').$type<'calendar_day' | '24h' | 'shift'>().notNull(),
    sections: jsonb('sections').$type<InspectionSection[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('inspection_form_versions_form_version').on(table.formId, table.version),
    index('inspection_form_versions_form').on(table.formId, table.id),
  ],
);
