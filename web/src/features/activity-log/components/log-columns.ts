import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `activityLog:columns.${label}`,
  visible: true,
});

/** Every column of the Vehicle Logs table in order, with its label: the Column Options list (page `vehicle_logs`). */
export const logColumnDefaults: ColumnPreference[] = [
  column('equipment_number', 'equipmentNumber'),
  column('action_date', 'actionDate'),
  column('driver_name', 'driverName'),
  column('log', 'log'),
  column('assigned_from_date', 'from'),
  column('assigned_to_date', 'to'),
  column('note', 'note'),
  column('actor_name', 'by'),
];
