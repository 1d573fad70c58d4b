/** The Reports screens' data and CSV exports. */
export { toAmounts } from './queries/profit-loss.js';
export { billedTracking } from './queries/sql.js';
