/** The Reports screens' data and CSV exports. */
export { reportRoutes } from './routes.js';
export { toAmounts } from './queries/profit-loss.js';
export { billedTracking } from './queries/sql.js';
