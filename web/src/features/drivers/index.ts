/** Drivers: their query key (assignments refresh it) and the pick list of drivers with their status. */
export { driversQueryKey } from './api/get-drivers';
export { useDriverOptions } from './api/get-driver-options';
