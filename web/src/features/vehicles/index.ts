/**
 * Vehicles: their query key (assignments refresh it) and the equipment numbers other forms pick
 * a vehicle from.
 */
export { vehiclesQueryKey } from './api/get-vehicles';
export { useEquipmentNumbers } from './api/get-equipment-numbers';
export { useVehicle } from './api/get-vehicle';
