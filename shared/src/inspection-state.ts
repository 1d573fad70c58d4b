import { z } from 'zod';

/**
 * A vehicle's inspection state (issue 36): `valid` while an inspection covers now (until
 * `inspection_valid_until`), `expired` when none does, `out_of_service` while a major defect is
 * not repaired and verified. The driving gate is information, not a lock: the driver is told
 * "Do not operate" and why.
 */
export const inspectionStates = ['valid', 'expired', 'out_of_service'] as const;
export type InspectionState = (typeof inspectionStates)[number];

export const inspectionStateMessages = {
  stateInvalid: `Inspection state must be one of: ${inspectionStates.join(', ')}.`,
} as const;

/** The fields every vehicle answer carries (list rows and the record). */
export const inspectionStateFields = {
  inspection_state: z.enum(inspectionStates),
  /** When the latest inspection's validity ends or ended (business time), or null if never inspected. */
  inspection_valid_until: z.string().nullable(),
};

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** The list filter `inspection_state`. */
export const inspectionStateFilter = z.preprocess(
  blankToUndefined,
  z.enum(inspectionStates, { error: inspectionStateMessages.stateInvalid }).optional(),
);
