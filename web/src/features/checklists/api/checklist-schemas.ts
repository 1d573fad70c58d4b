/**
 * The shared zod schemas the checklist form uses once it is on screen: its validation and a
 * submission's answer. The form's first paint and a vehicle's items are read with light checks
 * (get-checklist-form-options.ts, vehicle-answers.ts), and this module is imported later
 * (`checklistSchemas`), so a driver's first visit on a weak signal does not wait for zod (issues 20, 33).
 */
export { checklistDetail, createChecklistRequest, dataResponse } from '@fleet-ops/shared';
