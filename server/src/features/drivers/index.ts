/** Drivers and their sign-ins, pick lists, enable / archive. */
export { findDriver, findDriverByUserId } from './queries.js';
export { changeDriver, createDriver } from './service.js';
