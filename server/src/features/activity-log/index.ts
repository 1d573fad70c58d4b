/** The Vehicle Logs: every assignment change, searchable by week and driver. */
export { toActivityLogEntry } from './service.js';
