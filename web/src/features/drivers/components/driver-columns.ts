import type { ColumnPreference } from '@fleet-ops/shared';

const column = (key: string, label: string): ColumnPreference => ({
  column: key,
  label: `drivers:columns.${label}`,
  visible: true,
});

/** Every column of the Drivers table in order, with its label: the Column Options list (page `drivers`). */
export const driverColumnDefaults: ColumnPreference[] = [
  column('name', 'name'),
  column('location', 'location'),
  column('pit_permit', 'pitPermit'),
  column('supervisor', 'supervisor'),
  column('phone_number', 'phoneNumber'),
  column('license_no', 'licenseNo'),
  column('expiry_date', 'expiryDate'),
  column('actions', 'actions'),
  column('notify', 'notify'),
];
