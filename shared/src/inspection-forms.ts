import { z } from 'zod';
import { paginationQuery } from './api.js';
import { fromJsonText, maxId, optionalText } from './fields.js';
import { inspectionFormMessages as messages } from './inspection-form-words.js';

export * from './inspection-form-words.js';

/**
 * Inspection forms (issue 36): a form is edited as a draft and published as numbered versions; a
 * checklist keeps the version it was filled on. Shapes follow the issue: a version answers
 * `{ id, form_id, version, validity, sections: [{ key, title, title_fr, items: [...] }] }`.
 */

export const inspectionFormKinds = ['pre_trip', 'post_trip', 'either'] as const;
export type InspectionFormKind = (typeof inspectionFormKinds)[number];

/** How long an inspection on the form counts: the calendar day (today's rule), 24 hours, or the shift. */
export const inspectionValidities = ['calendar_day', '24h', 'shift'] as const;
export type InspectionValidity = (typeof inspectionValidities)[number];

export const inspectionAnswerKinds = ['pass_fail', 'number'] as const;
export type InspectionAnswerKind = (typeof inspectionAnswerKinds)[number];

export const inspectionDefectClasses = ['minor', 'major'] as const;
export type InspectionDefectClass = (typeof inspectionDefectClasses)[number];

/** Built-in forms, by the key the migration gave them. */
export const builtInInspectionForms = { preOp: 'pre_op', saaqList1: 'saaq_list_1' } as const;

/** Keys are stored and sent by phones: lower-case words joined by underscores, stable across versions. */
const key = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[a-z0-9][a-z0-9_]{0,59}$/, { error: message });

const label = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: messages.textTooLong });

const inspectionDefectClass = z.enum(inspectionDefectClasses, { error: messages.classInvalid });

/** A defect description of an item: the regulation's code (1.1 minor, 1.A major) or the site's own. */
export const inspectionDefect = z.object({
  code: z
    .string({ error: messages.codeInvalid })
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, { error: messages.codeInvalid }),
  text: label(messages.defectTextRequired, 500),
  text_fr: label(messages.defectTextFrRequired, 500),
  class: inspectionDefectClass,
});
export type InspectionDefect = z.infer<typeof inspectionDefect>;

const optionalNumber = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.number({ error: messages.boundInvalid }).finite({ error: messages.boundInvalid }).nullable(),
);

/**
 * An item: pass/fail (N/A optional) or a number with a unit and bounds. Its class is either the
 * whole item's `severity` (the spec form) or, per defect description, `defects` (the SAAQ list).
 * `equipment_item`: asked only of a vehicle that carries that equipment (the Pre-OP form's extras).
 */
export const inspectionItem = z
  .object({
    key: key(messages.itemKeyInvalid),
    label: label(messages.labelRequired),
    label_fr: label(messages.labelFrRequired),
    help: optionalText(1000).transform((value) => value ?? null),
    help_fr: optionalText(1000).transform((value) => value ?? null),
    answer_kind: z.enum(inspectionAnswerKinds, { error: messages.answerKindInvalid }),
    na_allowed: z.boolean({ error: messages.flagInvalid }).default(false),
    unit: optionalText(20).transform((value) => value ?? null),
    min: optionalNumber.default(null),
    max: optionalNumber.default(null),
    photo_required_on_fail: z.boolean({ error: messages.flagInvalid }).default(false),
    severity: inspectionDefectClass.nullable().default(null),
    defects: z.array(inspectionDefect).max(60, { error: messages.tooManyDefects }).default([]),
    equipment_item: optionalText(60).transform((value) => value ?? null),
  })
  .superRefine((item, context) => {
    const hasDefects = item.defects.length > 0;
    if (hasDefects === (item.severity !== null)) {
      context.addIssue({ code: 'custom', path: ['severity'], message: messages.severityOrDefects });
    }
    const codes = item.defects.map((defect) => defect.code);
    if (new Set(codes).size !== codes.length) {
      context.addIssue({ code: 'custom', path: ['defects'], message: messages.codesDuplicate });
    }
    if (item.answer_kind === 'pass_fail' && (item.unit !== null || item.min !== null || item.max !== null)) {
      context.addIssue({ code: 'custom', path: ['unit'], message: messages.numberFieldsOnPassFail });
    }
    if (item.min !== null && item.max !== null && item.min > item.max) {
      context.addIssue({ code: 'custom', path: ['max'], message: messages.boundsReversed });
    }
  });
export type InspectionItemInput = z.output<typeof inspectionItem>;

/** An item as stored and answered: plain fields, no defaults or transforms (answers are encoded, not parsed). */
export const storedInspectionItem = z.object({
  key: z.string(),
  label: z.string(),
  label_fr: z.string(),
  help: z.string().nullable(),
  help_fr: z.string().nullable(),
  answer_kind: z.enum(inspectionAnswerKinds),
  na_allowed: z.boolean(),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  photo_required_on_fail: z.boolean(),
  severity: z.enum(inspectionDefectClasses).nullable(),
  defects: z.array(
    z.object({ code: z.string(), text: z.string(), text_fr: z.string(), class: z.enum(inspectionDefectClasses) }),
  ),
  equipment_item: z.string().nullable(),
});
export type InspectionItem = z.infer<typeof storedInspectionItem>;

/** A section as stored: `regulated` marks the regulation's own sections, which no request may change. */
export const inspectionSection = z.object({
  key: z.string(),
  title: z.string(),
  title_fr: z.string(),
  regulated: z.boolean(),
  items: z.array(storedInspectionItem),
});
export type InspectionSection = z.output<typeof inspectionSection>;

/** A section as a request sends it: `regulated` is the server's to set, never the client's. */
export const inspectionSectionInput = z.object({
  key: key(messages.sectionKeyInvalid),
  title: label(messages.titleRequired),
  title_fr: label(messages.titleFrRequired),
  items: z.array(inspectionItem).max(200, { error: messages.tooManyItems }),
});
export type InspectionSectionInput = z.output<typeof inspectionSectionInput>;

export const inspectionAppliesTo = z.object({
  vehicle_parent_types: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  vehicle_ids: z.array(z.number().int().min(1).max(maxId)).max(1000).default([]),
});
export type InspectionAppliesTo = z.output<typeof inspectionAppliesTo>;

/** `POST api/inspection_forms`, `PUT api/inspection_forms/{id}` and the JSON import: the draft. */
export const inspectionFormInput = z
  .object({
    name: label(messages.nameRequired, 120),
    name_fr: label(messages.nameFrRequired, 120),
    description: optionalText(4000).transform((value) => value ?? ''),
    description_fr: optionalText(4000).transform((value) => value ?? ''),
    kind: z.enum(inspectionFormKinds, { error: messages.kindInvalid }),
    validity: z.enum(inspectionValidities, { error: messages.validityInvalid }),
    applies_to: inspectionAppliesTo.default({ vehicle_parent_types: [], vehicle_ids: [] }),
    is_default: z.boolean({ error: messages.flagInvalid }).default(false),
    sections: z
      .array(inspectionSectionInput, { error: messages.sectionsRequired })
      .min(1, { error: messages.sectionsRequired })
      .max(50, { error: messages.tooManySections }),
  })
  .superRefine((form, context) => {
    const sectionKeys = form.sections.map((section) => section.key);
    if (new Set(sectionKeys).size !== sectionKeys.length) {
      context.addIssue({ code: 'custom', path: ['sections'], message: messages.sectionKeysDuplicate });
    }
    const itemKeys = form.sections.flatMap((section) => section.items.map((item) => item.key));
    if (new Set(itemKeys).size !== itemKeys.length) {
      context.addIssue({ code: 'custom', path: ['sections'], message: messages.itemKeysDuplicate });
    }
  });
export type InspectionFormInput = z.output<typeof inspectionFormInput>;

/** A published version, as phones, records and PDFs read it: never changed once published. */
export const inspectionFormVersion = z.object({
  id: z.number(),
  form_id: z.number(),
  version: z.number(),
  name: z.string(),
  name_fr: z.string(),
  kind: z.enum(inspectionFormKinds),
  validity: z.enum(inspectionValidities),
  /** The built-in form's key (`pre_op`: the phone draws the spec's own checklist), null for the fleet's own. */
  built_in: z.string().nullable(),
  sections: z.array(inspectionSection),
  /** `YYYY-MM-DD HH:mm:ss` in the business timezone, as every date-time the API answers. */
  published_at: z.string(),
  published_by: z.number().nullable(),
});
export type InspectionFormVersion = z.infer<typeof inspectionFormVersion>;

/** A form with its draft: the version's fields plus who it applies to, and where publishing stands. */
export const inspectionFormDraft = z.object({
  id: z.number(),
  name: z.string(),
  name_fr: z.string(),
  description: z.string(),
  description_fr: z.string(),
  kind: z.enum(inspectionFormKinds),
  validity: z.enum(inspectionValidities),
  applies_to: z.object({ vehicle_parent_types: z.array(z.string()), vehicle_ids: z.array(z.number()) }),
  is_default: z.boolean(),
  built_in: z.string().nullable(),
  regulated: z.boolean(),
  sections: z.array(inspectionSection),
  current_version: z.number().nullable(),
  /** The latest version's, `YYYY-MM-DD HH:mm:ss` in the business timezone; null before the first. */
  published_at: z.string().nullable(),
  /** The draft differs from the last published version (or none was published). */
  unpublished_changes: z.boolean(),
  /** When the draft was last saved, `YYYY-MM-DD HH:mm:ss` in the business timezone. */
  updated_at: z.string(),
});
export type InspectionFormDraft = z.infer<typeof inspectionFormDraft>;

/** A row of the Inspection forms list. */
export const inspectionFormRow = inspectionFormDraft.omit({ sections: true, description: true, description_fr: true });
export type InspectionFormRow = z.infer<typeof inspectionFormRow>;

export const inspectionFormPageSize = 25;
export const inspectionFormListQuery = paginationQuery.extend({ searchText: optionalText(100) });
export type InspectionFormListQuery = z.infer<typeof inspectionFormListQuery>;

export const inspectionFormVersionParams = z.object({
  id: z.coerce.number({ error: messages.notFound }).int().min(1).max(maxId),
  version: z.coerce.number({ error: messages.versionNotFound }).int().min(1).max(maxId),
});

/** The JSON a form is exported as and imported from: its draft, tagged so a wrong file is told apart. */
export const inspectionFormFileFormat = 'fleet-ops.inspection-form';
export const inspectionFormFile = z.object({
  format: z.literal(inspectionFormFileFormat, { error: messages.importFormatInvalid }),
  format_version: z.literal(1, { error: messages.importFormatInvalid }),
  form: inspectionFormInput,
});
export type InspectionFormFile = z.output<typeof inspectionFormFile>;

/** The exported file as `GET api/inspection_forms/{id}/json` answers it (the same fields, stored values). */
export const inspectionFormFileAnswer = z.object({
  format: z.literal(inspectionFormFileFormat),
  format_version: z.literal(1),
  form: z.object({
    name: z.string(),
    name_fr: z.string(),
    description: z.string(),
    description_fr: z.string(),
    kind: z.enum(inspectionFormKinds),
    validity: z.enum(inspectionValidities),
    applies_to: z.object({ vehicle_parent_types: z.array(z.string()), vehicle_ids: z.array(z.number()) }),
    is_default: z.boolean(),
    sections: z.array(inspectionSection.omit({ regulated: true })),
  }),
});
export type InspectionFormFileAnswer = z.infer<typeof inspectionFormFileAnswer>;

/**
 * What `POST api/checklist` also takes (issue 36): the form version the phone showed, and for
 * failed items the defect description chosen (`[{ item, code, note }]`, JSON text in form data),
 * whose class sets the opened defect's. Both optional: the spec's call sends neither.
 */
export const checklistFormFields = {
  form_version_id: z.preprocess(
    (value) =>
      value === '' || value === null
        ? undefined
        : typeof value === 'string' && /^\d{1,10}$/.test(value)
          ? Number(value)
          : value,
    z
      .number({ error: messages.formVersionInvalid })
      .int()
      .min(1)
      .max(maxId, { error: messages.formVersionInvalid })
      .optional(),
  ),
  defects: fromJsonText(
    z
      .array(
        z.object({
          item: z.string({ error: messages.defectsInvalid }).trim().min(1).max(60),
          code: z.string({ error: messages.defectsInvalid }).trim().min(1).max(20),
          note: optionalText(500),
        }),
        { error: messages.defectsInvalid },
      )
      .max(100, { error: messages.defectsInvalid }),
    messages.defectsInvalid,
  ).optional(),
  /** The form's number items' readings (item key -> number, JSON text in form data), kept with their answers. */
  readings: fromJsonText(
    z.record(
      z.string().regex(/^[a-z0-9_]{1,60}$/, { error: messages.readingsInvalid }),
      z.number({ error: messages.readingsInvalid }).finite({ error: messages.readingsInvalid }),
      { error: messages.readingsInvalid },
    ),
    messages.readingsInvalid,
  ).optional(),
};
export type ChecklistDefectChoice = { item: string; code: string; note?: string | undefined };
