import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `appointments:columns.${label}`,
  visible: true,
});

/** Every column of the Appointments table in order, with its label: the Column Options list (page `appointments`). */
export const appointmentColumnDefaults: ColumnPreference[] = [
  column('date', 'date'),
  column('time', 'time'),
  column('equipment_number', 'equipmentNumber'),
  column('VIN_No', 'vin'),
  column('vehicle_type', 'vehicle'),
  column('appointment_type', 'appointment'),
  column('location_name', 'location'),
  column('comments', 'comments'),
  column('actions', 'actions'),
];
