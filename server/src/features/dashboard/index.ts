/** Home's alerts: what needs action today. */
export { dashboardRoutes } from './routes.js';
