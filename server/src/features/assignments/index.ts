/**
 * Who drives what: the three driver slots of a vehicle, temporary and upcoming assignments, and
 * the activity log entries and audit records every change writes.
 */
export { releaseDriverAssignments, releaseVehicleAssignments } from './changes.js';
