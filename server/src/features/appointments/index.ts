/** Appointments: the calendar of vehicle services and inspections. */
export { appointmentRoutes } from './routes.js';
export { joined as appointmentRows } from './queries.js';
export { toAppointment } from './service.js';
