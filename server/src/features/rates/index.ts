/** Billing rates per vehicle type. */
export { rateRoutes } from './routes.js';
export { findRateForParentType } from './queries.js';
export { changeRate } from './service.js';
