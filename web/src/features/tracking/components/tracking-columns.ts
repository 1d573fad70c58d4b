import { trackingDayColumns, weekDays, type ColumnPreference } from '@fleet-ops/shared';

/**
 * Every column of the tracking table in order, with its label: the Column Options list (page
 * `tracking`). What billing a week needs starts shown and fits a 1440 px laptop; the vehicle's
 * details start hidden, one choice away in Column Options.
 */
export const trackingColumnDefaults: ColumnPreference[] = [
  { column: 'driver_name', label: 'tracking:columns.driverName', visible: true },
  { column: 'equipment_number', label: 'tracking:columns.equipmentNumber', visible: true },
  { column: 'ownership_type', label: 'tracking:columns.ownershipType', visible: false },
  { column: 'location', label: 'tracking:columns.location', visible: false },
  { column: 'VIN_no', label: 'tracking:columns.vin', visible: false },
  { column: 'license_plate_no', label: 'tracking:columns.licensePlate', visible: false },
  { column: 'rate', label: 'tracking:columns.rate', visible: true },
  { column: 'vehicle_type', label: 'tracking:columns.vehicle', visible: false },
  { column: 'cleaning_appt', label: 'tracking:columns.cleaning', visible: false },
  { column: 'comment', label: 'tracking:columns.comment', visible: true },
  ...trackingDayColumns.map((column, index) => ({ column, label: `tracking:days.${weekDays[index]}`, visible: true })),
  { column: 'total_billing', label: 'tracking:columns.amount', visible: true },
  { column: 'actions', label: 'tracking:columns.actions', visible: true },
];

/** Editing a row needs these on screen whatever the column choice (spec section 4). */
export const editColumns: readonly string[] = ['rate', ...trackingDayColumns, 'comment', 'total_billing', 'actions'];

/** The columns shown: the user's choice, plus the edit columns while a row is edited. */
export function shownColumns(visible: readonly string[], editing: boolean): string[] {
  if (!editing) return [...visible];
  return trackingColumnDefaults
    .map((column) => column.column)
    .filter((column) => visible.includes(column) || editColumns.includes(column));
}
