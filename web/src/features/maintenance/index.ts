/**
 * Service programs (issue 21). The router loads the screens (`*-screen.tsx`) lazily, straight from
 * their files; other features use only what is exported here: the tasks an appointment may reset
 * (the appointment form draws its own chooser), and the query key a completion refreshes.
 */
export { useServiceTasksFor } from './api/service-tasks-for-vehicle';
export { maintenanceQueryKey } from './api/maintenance';
