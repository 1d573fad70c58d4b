/**
 * Pre-OP checklists. Other features use only the words of the checklist items (the vehicle form
 * shows the same equipment items); the screens are the router's lazy entries.
 */
export { checklistsNamespace } from './i18n';
// The QR start page (issue 20) checks a scanned vehicle against the ones the caller's form offers.
export { useChecklistFormOptions } from './api/get-checklist-form-options';
