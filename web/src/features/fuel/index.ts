/**
 * Fuel (issue 21). The router loads the screens (`*-screen.tsx`) lazily, straight from their
 * files; the vehicle record uses its Fuel section from here.
 */
export { VehicleFuel, vehicleFuelPath, useVehicleFuelWords } from './components/vehicle-fuel';
