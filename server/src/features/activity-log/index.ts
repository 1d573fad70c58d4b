/** The Vehicle Logs: every assignment change, searchable by week and driver. */
export { activityLogRoutes } from './routes.js';
export { toActivityLogEntry } from './service.js';
