/**
 * Defects' classes, statuses and messages without their schemas (issue 33): the words a phone's
 * first screen shows load without zod. `defects.ts` builds the schemas from them.
 */

export const defectSeverities = ['major', 'minor'] as const;
export type DefectSeverity = (typeof defectSeverities)[number];

export const defectStatuses = ['open', 'acknowledged', 'repaired', 'verified', 'no_defect_found'] as const;
export type DefectStatus = (typeof defectStatuses)[number];

/** Each status as a person reads it, in both languages: the screens, the PDF and the CSV agree. */
export const defectStatusLabels: Record<'en' | 'fr', Record<DefectStatus, string>> = {
  en: {
    open: 'Open',
    acknowledged: 'Acknowledged',
    repaired: 'Repaired',
    verified: 'Verified',
    no_defect_found: 'No defect found',
  },
  fr: {
    open: 'Ouverte',
    acknowledged: 'Prise en charge',
    repaired: 'Réparée',
    verified: 'Vérifiée',
    no_defect_found: 'Aucune défectuosité constatée',
  },
};

/** Statuses after which a defect is finished: a new "no" opens a new defect. */
export const closedDefectStatuses: readonly DefectStatus[] = ['verified', 'no_defect_found'];

/** Items that are major unless an admin says otherwise; every other item is minor. */
export const defaultMajorItems: readonly string[] = ['brakes_and_hand_brakes', 'tires', 'seatbelt'];

/** A minor defect is due this many hours after it was reported. */
export const minorDefectDueHours = 48;

export const defectMessages = {
  notFound: 'Defect not found.',
  acknowledged: 'The defect has been acknowledged.',
  repaired: 'The repair has been recorded.',
  verified: 'The repair has been verified.',
  closed: 'The defect has been closed as no defect found.',
  acknowledgeOutOfOrder: 'Only an open defect can be acknowledged.',
  repairOutOfOrder: 'Only an open or acknowledged defect can be repaired.',
  verifyOutOfOrder: 'Record the repair before verifying it.',
  closeOutOfOrder: 'This defect is already finished.',
  ownRepair: 'The person who repaired this defect cannot verify it.',
  repairNotesRequired: 'Repair notes are required.',
  repairCostInvalid: 'Repair cost must be a positive amount with at most 2 decimals.',
  repairCostTooLarge: 'This cost would take the week’s maintenance expense past the most it can hold.',
  reasonRequired: 'A reason is required.',
  itemsSaved: 'Checklist item classes have been saved.',
  itemUnknown: 'Unknown checklist item.',
  severityInvalid: 'Severity must be major or minor.',
  itemsDuplicate: 'Each item and vehicle type may be listed once.',
  photoFieldUnexpected: 'Attach photos under the field "photos".',
  photoNotFound: 'Photo not found.',
} as const;
