import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `firstAidKits:columns.${label}`,
  visible: true,
});

/** Every column of the First Aid Kit table in order, with its label: the Column Options list (page `first_aid_kits`). */
export const kitColumnDefaults: ColumnPreference[] = [
  column('equipment_number', 'equipmentNumber'),
  column('vehicle_parent_type', 'vehicleType'),
  column('vehicle_type', 'vehicle'),
  column('expiry_date', 'expiryDate'),
  column('type', 'type'),
  column('actions', 'actions'),
];
