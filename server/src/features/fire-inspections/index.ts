/** Fire extinguisher inspections per vehicle. */
export { joined as fireInspectionRows } from './queries.js';
export { changeFireInspection, createFireInspection, toFireInspection } from './service.js';
