import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `maintenance:columns.${label}`,
  visible: true,
});

/** Every column of the Maintenance table in order, with its label: the Column Options list (page `maintenance`). */
export const maintenanceColumnDefaults: ColumnPreference[] = [
  column('equipment_number', 'equipmentNumber'),
  column('vehicle_parent_type', 'vehicleType'),
  column('task_name', 'task'),
  column('status', 'status'),
  column('last_done', 'lastDone'),
  column('next_due', 'nextDue'),
  column('current_odometer', 'odometer'),
  column('actions', 'actions'),
];
