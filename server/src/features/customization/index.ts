/** Per-user screen preferences (list columns). */
export { customizationRoutes } from './routes.js';
