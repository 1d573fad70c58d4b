/** The week pickers' lists (`api/week_trackings/...`). */
export { weekRoutes } from './routes.js';
