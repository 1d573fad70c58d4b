import { z } from 'zod';
import { inspectionStateMessages, inspectionStates } from './inspection-state-words.js';

// The states and their message are in inspection-state-words.ts (no zod: the phone's first screen reads them).

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
