/** Drivers and their sign-ins, pick lists, enable / archive. */
export { driverRoutes } from './routes.js';
export { findDriver, findDriverByUserId } from './queries.js';
export { changeDriver, createDriver } from './service.js';
