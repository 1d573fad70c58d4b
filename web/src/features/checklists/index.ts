/**
 * Pre-OP checklists. Other features use only the words of the checklist items (the vehicle form
 * shows the same equipment items); the screens are the router's lazy entries.
 */
export { checklistsNamespace } from './i18n';
