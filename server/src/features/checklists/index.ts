/** Pre-operation checklists: the driver's form, the lists, the detail and its PDF. */
export { checklistItemsFor } from './items.js';
