import type { FuelVehicle } from '@fleet-ops/shared';
import type { StubRoute } from './stub-api';

/** A vehicle the fill-up form offers: truck TRK-5, its odometer at 48,210 km and no hour meter, unless told. */
export function aFuelVehicle(overrides: Partial<FuelVehicle> = {}): FuelVehicle {
  return {
    ...{ id: 5, equipment_number: 'TRK-5', last_odm_read: 48210 },
    ...{ has_odometer: true, has_hour_meter: false, last_hour_read: 0 },
    ...overrides,
  };
}

/** A loader (issue 37): engine hours only, no odometer. */
export function aLoader(overrides: Partial<FuelVehicle> = {}): FuelVehicle {
  return aFuelVehicle({
    ...{ id: 9, equipment_number: 'LDR-9', last_odm_read: 0 },
    ...{ has_odometer: false, has_hour_meter: true, last_hour_read: 4000 },
    ...overrides,
  });
}

/** `GET api/fuel_entries/vehicles` answering these vehicles (the truck unless told). */
export function fuelVehiclesRoute(vehicles: FuelVehicle[] = [aFuelVehicle()]): StubRoute {
  return { method: 'GET', path: '/api/fuel_entries/vehicles', body: { data: vehicles, message: 'OK' } };
}
