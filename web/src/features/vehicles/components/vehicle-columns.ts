import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string, visible = true): ColumnPreference => ({
  column: key,
  label: `vehicles:columns.${label}`,
  visible,
});

/**
 * Every column of the Manage Vehicles table in order, with its label: the Column Options list
 * (page `vehicles`). The less used ones start hidden, so the table fits a 1440 px laptop with
 * the row menu in view.
 */
export const vehicleColumnDefaults: ColumnPreference[] = [
  column('equipment_number', 'equipmentNumber'),
  column('vehicle_parent_type', 'parentType'),
  column('vehicle_type', 'vehicle'),
  column('license_plate_no', 'licensePlate'),
  column('VIN_no', 'vin', false),
  column('ownership_type', 'ownership'),
  column('location', 'location', false),
  column('drivers', 'drivers'),
  column('abg_mva_stickers', 'stickers'),
  column('insurance_expiry', 'insurance'),
  column('reg_expiry', 'registration'),
  column('inspection_status', 'inspectionStatus', false),
  column('inspection_date', 'inspectionDate', false),
  column('battery_expiry', 'battery', false),
  column('tire_expiry', 'tire', false),
  column('ppe_no', 'ppeNo', false),
  column('last_odm_read', 'odometer', false),
  column('mine', 'mine', false),
  column('has_radio', 'radio', false),
  column('actions', 'actions'),
];

/** What a phone has room for without scrolling sideways; the rest is one tap away on the edit page. */
export const vehiclePhoneColumns = ['equipment_number', 'ownership_type', 'actions'];
