/**
 * The shared zod schemas the checklist form uses once it is on screen: its validation, a vehicle's
 * items and a submission's answer. The form's first paint reads its answers with light checks and
 * imports this module later (`checklistSchemas`), so a driver's first visit on a weak signal does
 * not wait for zod (issue 20).
 */
export {
  checklistDetail,
  createChecklistRequest,
  dataResponse,
  equipmentItems,
  inspectionFormVersion,
  vehicleOpenDefects,
} from '@fleet-ops/shared';
