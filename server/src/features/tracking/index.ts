/** Weekly tracking of each vehicle's days and billing. */
export { trackingRoutes } from './routes.js';
