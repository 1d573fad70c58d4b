import { z } from 'zod';
import { checklistFormModes } from './checklist-words.js';
import { inspectionStates } from './inspection-state-words.js';

/** The Pre-OP Checklist form: what it offers each role, and the days a checklist may be dated. */

/**
 * `GET api/checklist/form_options`: what the caller's form offers. Drivers: their current vehicles
 * and themself; supervisors: their crew's vehicles and available drivers; admins: every enabled,
 * visible vehicle and the available drivers. `today` is the business timezone's date.
 */
export const checklistFormOptions = z.object({
  mode: z.enum(checklistFormModes),
  today: z.string(),
  /** The earliest date the form takes without a reason (today minus CHECKLIST_BACKDATE_DAYS). */
  earliest_date: z.string(),
  /** Admins may date earlier, with a reason. */
  may_backdate: z.boolean(),
  vehicles: z.array(
    z.object({
      /** The vehicle's id, for its inspection form and open defects (optional: a phone's cached answer may predate it). */
      id: z.number().int().optional(),
      equipment_number: z.string(),
      vehicle_type: z.string(),
      /** Drivers currently assigned to it, so the form can suggest the operator. */
      driver_ids: z.array(z.number().int()),
      /** A major defect is unfinished: the form warns "do not operate" (the driver may still submit). */
      out_of_service: z.boolean(),
      /** The unfinished defects' items, oldest first, with their class. */
      open_defects: z.array(z.object({ item: z.string(), severity: z.enum(['major', 'minor']) })),
      /** Issue 36: the driving gate, "valid until 14:32" or "do not operate" and why (optional: older cached answers). */
      inspection_state: z.enum(inspectionStates).optional(),
      inspection_valid_until: z.string().nullable().optional(),
    }),
  ),
  /** The site locations the Place select offers (a typed place is allowed too). */
  locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The site setting: items start unmarked and each must be marked before Submit. */
  require_every_item: z.boolean(),
  operators: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ChecklistFormOptions = z.infer<typeof checklistFormOptions>;
