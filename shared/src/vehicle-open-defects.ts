import { z } from 'zod';
import { defectSeverities, defectStatuses } from './defect-words.js';

/**
 * `GET api/vehicles/{id}/open_defects` (issue 36, "Open defects come first"): the defects of the
 * vehicle not yet verified (nor closed), oldest first, as the inspection form lists them at its
 * top. The item's label and the description are the vehicle's current form's, in both languages,
 * where the form names them (null otherwise: the web falls back to the item's own name).
 */
export const vehicleOpenDefect = z.object({
  id: z.number().int(),
  item: z.string(),
  /** The item's label on the vehicle's current form, when the form asks it. */
  item_label: z.string().nullable(),
  item_label_fr: z.string().nullable(),
  /** The defect description's code found first (`1.A`), null for an item without one or "Other". */
  code: z.string().nullable(),
  description: z.string().nullable(),
  description_fr: z.string().nullable(),
  class: z.enum(defectSeverities),
  status: z.enum(defectStatuses),
  /** Since when: the first report, `YYYY-MM-DD HH:mm:ss` in the business timezone. */
  reported_at: z.string(),
  /** The last report (occurrence) and its note. */
  last_reported_at: z.string(),
  last_note: z.string().nullable(),
  occurrences: z.number().int(),
});
export type VehicleOpenDefect = z.infer<typeof vehicleOpenDefect>;

/** The route's list, as the server answers and the phone checks it. */
export const vehicleOpenDefects = z.array(vehicleOpenDefect);
