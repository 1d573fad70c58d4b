/** Billing rates per vehicle type. */
export { findRateForParentType } from './queries.js';
export { changeRate } from './service.js';
