/** Service programs: service tasks, completions and each vehicle's maintenance status. */
export { countMaintenanceStatuses, listMaintenanceStatuses, type MaintenanceStatusQuery } from './status-queries.js';
export { checkCompletion, serviceTaskProblem } from './completions.js';
export { deleteAppointmentCompletions, insertCompletion } from './completion-queries.js';
