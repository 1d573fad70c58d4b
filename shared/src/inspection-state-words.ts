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
