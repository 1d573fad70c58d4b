import { z } from 'zod';
import { defectSeverities } from './defects.js';
import { fromJsonText, queryMessages, requiredText } from './fields.js';

/**
 * The inspection record (issue 19): the operator's signed statement, the place and timing of the
 * check, amendments and retention. Kept apart from checklists.ts, which holds the spec's shapes.
 */

/**
 * The declaration the operator accepts, by version. A new wording gets a new version; a checklist
 * keeps the version it was signed with, so its PDF prints the words the operator accepted.
 */
export const checklistStatements = {
  'v2026-11': {
    en:
      'I declare that I personally inspected this vehicle before operating it, that the answers above ' +
      'are true and complete, and that I reported every defect I found.',
    fr:
      "Je déclare avoir personnellement inspecté ce véhicule avant de l'utiliser, que les réponses " +
      'ci-dessus sont exactes et complètes, et que j’ai signalé chaque défectuosité constatée.',
  },
} as const;
export type ChecklistStatementVersion = keyof typeof checklistStatements;
// Not date-like ('2026-11' would read as a month to every date check).
export const checklistStatementVersion: ChecklistStatementVersion = 'v2026-11';

/** The statement text of a version, in English or French; undefined for an unknown version. */
export function checklistStatementText(version: string | null, language: 'en' | 'fr'): string | undefined {
  if (version === null || !(version in checklistStatements)) return undefined;
  return checklistStatements[version as ChecklistStatementVersion][language];
}

/** A drawn signature: a PNG at most this size. */
export const signatureMaxBytes = 200 * 1024;
/** How far the phone's clock may run ahead of the server's, and how old a form may be. */
export const checklistTimeLimits = { futureSkewMs: 5 * 60_000, maxAgeMs: 24 * 3_600_000 } as const;
export const checklistNoteMax = 200;
export const checklistPlaceMax = 100;
/** Retention: checklists are kept 6 months, defect repair records 12 months. */
export const checklistRetentionMonths = 6;
export const repairRetentionMonths = 12;

export const checklistRecordMessages = {
  statementVersion: `Accept the current declaration (version ${checklistStatementVersion}).`,
  placeTooLong: `Place must be at most ${checklistPlaceMax} characters.`,
  placeUnknown: 'Choose one of the listed places.',
  signatureNotPng: 'The signature must be a PNG image.',
  signatureTooLarge: 'The signature must be at most 200 kB.',
  timeInvalid: 'Enter a valid date and time (ISO 8601).',
  timeInFuture: 'This time is in the future.',
  timeTooOld: 'This time is more than 24 hours ago.',
  openedAfterSigned: 'The form cannot have been opened after it was signed.',
  noteTooLong: `A note must be at most ${checklistNoteMax} characters.`,
  noteOnYes: 'A note can only be given for an item answered No.',
  reasonRequired: 'Give the reason for the amendment.',
  correctionRequired: 'Describe the correction.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  correctionTooLong: 'The correction must be at most 1000 characters.',
  amendmentAdded: 'The amendment has been added.',
  deleted: 'The checklist has been deleted.',
  signatureNotFound: 'Signature not found.',
  /** The web form's own rules: it sends nothing without a place, the declaration and a signature. */
  placeRequired: 'Choose or type the place of the inspection.',
  statementRequired: 'Accept the declaration to sign the checklist.',
  signatureRequired: 'Sign in the box.',
  everyItemRequired: 'Mark every item Yes or No before submitting.',
} as const;

export function checklistKeptMessage(deletableFrom: string): string {
  return `Checklists are kept 6 months: this one can be deleted from ${deletableFrom}.`;
}

export function checklistRepairKeptMessage(deletableFrom: string): string {
  return `This checklist opened a defect whose repair record is kept 12 months: it can be deleted from ${deletableFrom}.`;
}

export function vehicleRecordsKeptMessage(deletableFrom: string): string {
  return (
    'This vehicle has checklists (kept 6 months) or defect repair records (kept 12 months) that cannot ' +
    `be deleted yet: it can be deleted from ${deletableFrom}.`
  );
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const isoTime = z.preprocess(
  blankToUndefined,
  z.iso.datetime({ offset: true, error: checklistRecordMessages.timeInvalid }).optional(),
);

/**
 * What `POST api/checklist` takes for the record, all optional so an API client that sends none
 * still stores its checklist ("not signed"). `signature` is a PNG data URL in JSON; multipart may
 * send it as a file under `signature` instead. `notes`: item -> the driver's note on a "no".
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
  /** The statement was accepted and a signature drawn. */
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
  amendments: z.array(checklistAmendment),
  /** The caller may add an amendment: an admin, or the user who submitted it. */
  may_amend: z.boolean(),
  /** The defects this checklist's "no" answers opened or added to, with their status now. */
  defects: z.array(
    z.object({ id: z.number().int(), item: z.string(), severity: z.enum(defectSeverities), status: z.string() }),
  ),
};

/** French names of the items, for the PDF printed in French. */
export const checklistItemLabelsFr: Record<string, string> = {
  fuel: 'Carburant',
  light_and_signals: 'Phares et clignotants',
  brakes_and_hand_brakes: 'Freins et frein à main',
  wiper: 'Essuie-glaces',
  vehicle_body: 'Carrosserie',
  dash_warnings_and_lights: 'Voyants du tableau de bord',
  tires: 'Pneus',
  block_heater_cord: 'Cordon du chauffe-moteur',
  horn: 'Klaxon',
  mirrors: 'Rétroviseurs',
  seatbelt: 'Ceinture de sécurité',
  hrpp_signage: 'Signalisation HRPP',
  vehicle_decal_number: 'Numéro autocollant du véhicule',
  buggy_whip: 'Fouet de signalisation',
  amber_light: 'Gyrophare ambre',
  back_up_alarm: 'Alarme de recul',
  radio: 'Radio',
  first_aid_kit: 'Trousse de premiers soins',
  cones: 'Cônes',
  wheel_chock: 'Cale de roue',
  fire_extinguisher: 'Extincteur',
  snow_brush: 'Balai à neige',
  extension_cord: 'Rallonge électrique',
  spill_kit: 'Trousse de déversement',
  stripping_color: 'Bandes de couleur',
  vehicle_num_on_3_sides: 'Numéro du véhicule sur 3 côtés',
};
