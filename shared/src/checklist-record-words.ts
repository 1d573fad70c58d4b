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
  /**
   * The web form's own rules: it sends nothing without a place, the declaration and a signature.
   * The server asks for a signature (drawn or typed) only with the declaration: the spec's call sends neither.
   */
  placeRequired: 'Choose or type the place of the inspection.',
  statementRequired: 'Accept the declaration to sign the checklist.',
  signatureRequired: 'Sign in the box or type your name.',
  /** Drawn and typed at once: the record keeps one signature. */
  signatureTwice: 'Sign either in the box or by typing your name, not both.',
  signatureTypedTooLong: `A typed signature must be at most ${checklistPlaceMax} characters.`,
  everyItemRequired: 'Mark every item Yes or No before submitting.',
} as const;

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
