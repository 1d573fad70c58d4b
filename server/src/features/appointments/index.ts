/** Appointments: the calendar of vehicle services and inspections. */
export { joined as appointmentRows } from './queries.js';
export { toAppointment } from './service.js';
