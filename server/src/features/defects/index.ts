/** Defects opened by failed checklist items, their lifecycle, and the item classes. */
export { recordFailedItems, type FailedChecklist } from './open.js';
export { defectItemLabels, overdueMinorCondition } from './queries.js';
export { listChecklistDefects } from './repair-queries.js';
export { listItemClasses } from './classes.js';
export { repairDefectsInTransaction } from './lifecycle.js';
