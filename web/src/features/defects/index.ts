/**
 * Defects (issue 19). The router loads the screens (`*-screen.tsx`) lazily, straight from their
 * files; other features use only what is exported here: the vehicle record's Defects section, the
 * out-of-service badge, and the checklist item classes section (for a Settings screen).
 */
export { OutOfServiceBadge, DefectSeverityBadge, DefectStatusBadge } from './components/defect-badges';
export { VehicleDefects, vehicleDefectsPath, useVehicleDefectsWords } from './components/vehicle-defects';
export { ChecklistItemClassesSection } from './components/checklist-item-classes';
