/** The fleet: vehicles, their files, lookups, status and colours. */
export { numericId } from './params.js';
export { findVehicleRow, runningAt, type VehicleRow } from './queries.js';
export { typeCondition } from './list-queries.js';
export { changeVehicle, createVehicle, getVehicle, lockVehicle } from './service.js';
