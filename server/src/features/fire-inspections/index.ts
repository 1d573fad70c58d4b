/** Fire extinguisher inspections per vehicle. */
export { fireInspectionRoutes } from './routes.js';
export { joined as fireInspectionRows } from './queries.js';
export { changeFireInspection, createFireInspection, toFireInspection } from './service.js';
