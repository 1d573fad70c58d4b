/** Fire extinguisher inspections per vehicle. */
export { fireInspectionRoutes } from './routes.js';
export { joined as fireInspectionRows } from './queries.js';
export { toFireInspection } from './service.js';
