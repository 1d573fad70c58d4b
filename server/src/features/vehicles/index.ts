/** The fleet: vehicles, their files, lookups, status and colours. */
export { numericId } from './params.js';
export { currentSlotDrivers, findVehicleRow, runningAt, type SlotDriver, type VehicleRow } from './queries.js';
export { toVehicle } from './serialize.js';
export { inUseWithoutChecklist, typeCondition } from './list-queries.js';
export { changeVehicle, createVehicle, getVehicle, lockVehicle } from './service.js';
