import { z } from 'zod';
import { defectSeverities } from './defect-words.js';
import { fromJsonText, queryMessages, requiredText } from './fields.js';
import {
  checklistNoteMax,
  checklistPlaceMax,
  checklistRecordMessages,
  checklistStatementVersion,
} from './checklist-record-words.js';

/** The inspection record's shapes (its words are in checklist-record-words.ts). */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const isoTime = z.preprocess(
  blankToUndefined,
  z.iso.datetime({ offset: true, error: checklistRecordMessages.timeInvalid }).optional(),
);

/**
 * What `POST api/checklist` takes for the record, all optional so an API client that sends none
 * still stores its checklist ("not signed"). `signature` is a PNG data URL in JSON; multipart may
 * send it as a file under `signature` instead; `signature_typed_name` signs by typing instead. `notes`: item -> the driver's note on a "no".
 */
export const checklistRecordRequestFields = {
  location_id: z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      return typeof given === 'string' && /^\d{1,10}$/.test(given.trim()) ? Number(given) : given;
    },
    z.number({ error: checklistRecordMessages.placeUnknown }).int().positive().max(2_147_483_647).optional(),
  ),
  place: z.preprocess(
    blankToUndefined,
    z.string().trim().max(checklistPlaceMax, { error: checklistRecordMessages.placeTooLong }).optional(),
  ),
  statement_version: z.preprocess(
    blankToUndefined,
    z.literal(checklistStatementVersion, { error: checklistRecordMessages.statementVersion }).optional(),
  ),
  signature: z.preprocess(
    blankToUndefined,
    // A 200 kB PNG is about 273 000 characters of base64.
    z.string().max(280_000, { error: checklistRecordMessages.signatureTooLarge }).optional(),
  ),
  /** A signature typed instead of drawn (keyboard or screen reader): the operator's name. */
  signature_typed_name: z.preprocess(
    blankToUndefined,
    z.string().trim().max(checklistPlaceMax, { error: checklistRecordMessages.signatureTypedTooLong }).optional(),
  ),
  opened_at: isoTime,
  signed_at: isoTime,
  notes: z.preprocess(
    blankToUndefined,
    fromJsonText(
      z.record(
        z.string().regex(/^[a-z0-9_]{1,60}$/, { error: checklistRecordMessages.noteOnYes }),
        z.preprocess(
          blankToUndefined,
          z.string().trim().max(checklistNoteMax, { error: checklistRecordMessages.noteTooLong }).optional(),
        ),
        { error: checklistRecordMessages.noteTooLong },
      ),
      checklistRecordMessages.noteTooLong,
    ).optional(),
  ),
};

/** `GET api/checklist/{id}/pdf`: the language to print in (else Accept-Language, else English). */
export const checklistPdfQuery = z.object({
  lang: z.preprocess(blankToUndefined, z.enum(['en', 'fr'], { error: queryMessages.languageInvalid }).optional()),
});

/** `POST api/checklist/{id}/amendments`. */
export const checklistAmendmentRequest = z.object({
  reason: requiredText(checklistRecordMessages.reasonRequired).max(500, {
    error: checklistRecordMessages.reasonTooLong,
  }),
  correction: requiredText(checklistRecordMessages.correctionRequired).max(1000, {
    error: checklistRecordMessages.correctionTooLong,
  }),
});
export type ChecklistAmendmentRequest = z.input<typeof checklistAmendmentRequest>;

export const checklistAmendment = z.object({
  id: z.number().int(),
  author_name: z.string(),
  reason: z.string(),
  correction: z.string(),
  /** Business time, `YYYY-MM-DD HH:MM:SS`. */
  created_at: z.string(),
});
export type ChecklistAmendment = z.infer<typeof checklistAmendment>;

/** What every checklist answer (list row, detail, export) tells about the record. */
export const checklistRecordFields = {
  /** Server time at submit, business time `YYYY-MM-DD HH:MM:SS`. */
  inspected_at: z.string(),
  place: z.string().nullable(),
  /** The statement was accepted and a signature drawn or typed. */
  signed: z.boolean(),
  statement_version: z.string().nullable(),
  /** From opening the form to signing it; null when the phone did not say. */
  duration_seconds: z.number().int().nullable(),
  /** Done faster than the site's quick-check threshold. */
  completed_quickly: z.boolean(),
};

/** What the detail adds: the timing, the signature, the classes, the defects and the amendments. */
export const checklistDetailRecordFields = {
  ...checklistRecordFields,
  license_plate_no: z.string(),
  location_id: z.number().int().nullable(),
  opened_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  signature_url: z.string().nullable(),
  /** The name typed as the signature ("Signed by typing"); null for a drawn signature or none. */
  signature_typed_name: z.string().nullable(),
  amendments: z.array(checklistAmendment),
  /** The caller may add an amendment: an admin, or the user who submitted it. */
  may_amend: z.boolean(),
  /** The defects this checklist's "no" answers opened or added to, with their status now. */
  defects: z.array(
    z.object({ id: z.number().int(), item: z.string(), severity: z.enum(defectSeverities), status: z.string() }),
  ),
};
