/**
 * Who drives what: the assign driver modal (three slots, temporary and upcoming drivers) and a
 * driver's current and upcoming vehicles.
 */
export { AssignDriverModal } from './components/assign-driver-modal';
export { useAssignedVehicles } from './api/get-assigned-vehicles';
