import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `fireInspections:columns.${label}`,
  visible: true,
});

/** Every column of the Fire Extinguisher table in order, with its label: the Column Options list (page `fire_inspections`). */
export const fireInspectionColumnDefaults: ColumnPreference[] = [
  column('equipment_number', 'equipmentNumber'),
  column('vehicle_parent_type', 'vehicleType'),
  column('vehicle_type', 'vehicle'),
  column('manufacture_year', 'manufactureYear'),
  column('inspection_month', 'inspectionMonth'),
  column('inspection_expiry_date', 'expiryDate'),
  column('actions', 'actions'),
];
