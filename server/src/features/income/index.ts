/** A vehicle's weekly income and expenses. */
export { incomeRoutes } from './routes.js';
