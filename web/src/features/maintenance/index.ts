/**
 * Service programs (issue 21). The router loads the screens (`*-screen.tsx`) lazily, straight from
 * their files; other features use only what is exported here: the appointment form's service task
 * chooser, and the query key a completion refreshes.
 */
export { ServiceTaskSelect } from './components/service-task-select';
export { maintenanceQueryKey } from './api/maintenance';
