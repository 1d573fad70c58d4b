/**
 * Defects (issue 19). The router loads the screens (`*-screen.tsx`) lazily, straight from their
 * files; other features use only what is exported here: the vehicle record's Defects section and the
 * out-of-service badge.
 */
export { OutOfServiceBadge, DefectSeverityBadge, DefectStatusBadge } from './components/defect-badges';
export { VehicleDefects, vehicleDefectsPath, useVehicleDefectsWords } from './components/vehicle-defects';
