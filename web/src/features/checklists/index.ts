/** Pre-OP checklists. The screens are the router's lazy entries. */
// The QR start page (issue 20) checks a scanned vehicle against the ones the caller's form offers.
export { useChecklistFormOptions } from './api/get-checklist-form-options';
