/** Pre-OP checklists. The screens are the router's lazy entries. */
// The QR start page (issue 20) checks a scanned vehicle against the ones the caller's form offers.
export { checklistFormOptionsQueryOptions, useChecklistFormOptions } from './api/get-checklist-form-options';
// Issue 36: a defect report waits in the same outbox as a checklist when the network is gone.
export { useOutbox } from './offline/use-outbox';
export { isDefectReport } from './offline/outbox-names';
// Issue 35: a refused defect report goes back into its form, photos and request id included.
export type { QueuedDefectReport } from './offline/offline-db';
export { fileOf } from './offline/stored-file';
export { neverArrived } from './offline/use-offline-checklist';
