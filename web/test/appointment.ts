import type { Appointment } from '@fleet-ops/shared';

/** One booking as the API answers it, for the appointments components' tests. */
export const bookedAppointment: Appointment = {
  id: 9,
  date: '2026-12-01',
  time: '16:05',
  vehicle_id: 3,
  equipment_number: 'T-44',
  VIN_No: 'VIN44',
  vehicle_type: 'F-150',
  vehicle_parent_type: 'Light Duty Truck',
  appointment_type_id: 2,
  appointment_type: 'Oil change',
  location_name: 'Colby Building',
  locations_id: 1,
  comments: null,
  service_task_id: null,
  service_task_name: null,
  done_on: null,
  done_odometer: null,
};
