import type {
  CleaningReportRow,
  IncidentReportRow,
  MaintenanceReportRow,
  PreUseReportRow,
  ProfitLossReportRow,
  RegRenewalReportRow,
  VehicleTypesReportRow,
} from './reports-responses.js';

/**
 * The columns of each report, in order: the screen's table and the CSV export both use them, so
 * the download shows exactly what the screen shows. `key` is the row field; `header` is the CSV
 * header (the screen translates by key). Booleans are written Yes/No, lists joined with '; '.
 */
export type ReportColumn<Row> = { key: keyof Row & string; header: string };

const vehicleColumns = [
  { key: 'equipment_number', header: 'Equipment No' },
  { key: 'vehicle_type', header: 'Vehicle' },
  { key: 'vehicle_parent_type', header: 'Vehicle Type' },
] as const;

export const cleaningReportColumns: readonly ReportColumn<CleaningReportRow>[] = [
  ...vehicleColumns,
  { key: 'week_start', header: 'Week Start' },
  { key: 'week_end', header: 'Week End' },
  { key: 'cleaned', header: 'Cleaned' },
  { key: 'cleaning_date', header: 'Cleaning' },
  { key: 'appointments', header: 'Appointments' },
];

export const maintenanceReportColumns: readonly ReportColumn<MaintenanceReportRow>[] = [
  ...vehicleColumns,
  { key: 'appointments', header: 'Appointments' },
  { key: 'first_date', header: 'First Appointment' },
  { key: 'last_date', header: 'Last Appointment' },
];

export const incidentReportColumns: readonly ReportColumn<IncidentReportRow>[] = [
  ...vehicleColumns,
  { key: 'manufacture_year', header: 'Manufacture Year' },
  { key: 'inspection_month', header: 'Inspection Month' },
  { key: 'inspection_expiry_date', header: 'Inspection Expiry Date' },
  { key: 'status', header: 'Status' },
  { key: 'days_left', header: 'Days Left' },
];

export const regRenewalReportColumns: readonly ReportColumn<RegRenewalReportRow>[] = [
  ...vehicleColumns,
  { key: 'ownership_type', header: 'Ownership Type' },
  { key: 'license_plate_no', header: 'Licence Plate No' },
  { key: 'VIN_no', header: 'VIN No' },
  { key: 'reg_expiry', header: 'Registration Expiry' },
  { key: 'reg_status', header: 'Registration Status' },
  { key: 'insurance_expiry', header: 'Insurance Expiry' },
  { key: 'insurance_status', header: 'Insurance Status' },
  { key: 'abg_mva_stickers', header: 'Sticker Expiry' },
  { key: 'sticker_status', header: 'Sticker Status' },
  { key: 'next_expiry', header: 'Next Expiry' },
];

export const vehicleTypesReportColumns: readonly ReportColumn<VehicleTypesReportRow>[] = [
  { key: 'vehicle_parent_type', header: 'Vehicle Type' },
  { key: 'own', header: 'Own' },
  { key: 'lease', header: 'Lease' },
  { key: 'rent', header: 'Rent' },
  { key: 'vehicles', header: 'Vehicles' },
  { key: 'full_day_rate', header: 'Full Day Rate' },
  { key: 'shared_day_rate', header: 'Shared Day Rate' },
  { key: 'in_use_days', header: 'In Use Days' },
  { key: 'billing', header: 'Billing' },
];

export const preUseReportColumns: readonly ReportColumn<PreUseReportRow>[] = [
  ...vehicleColumns,
  { key: 'checklists', header: 'Checklists' },
  { key: 'issues', header: 'Issues' },
  { key: 'working_days', header: 'Working Days' },
  { key: 'checked_days', header: 'Checked Days' },
  { key: 'gap_days', header: 'Gap Days' },
  { key: 'compliance_pct', header: 'Compliance %' },
  { key: 'gap_dates', header: 'Days Without Checklist' },
];

export const profitLossReportColumns: readonly ReportColumn<ProfitLossReportRow>[] = [
  ...vehicleColumns,
  { key: 'billing', header: 'Billing' },
  { key: 'revenue', header: 'Revenue' },
  { key: 'income', header: 'Income' },
  { key: 'rental_cost', header: 'Rental Cost' },
  { key: 'gas', header: 'Gas' },
  { key: 'ins', header: 'Insurance' },
  { key: 'maintenance', header: 'Maintenance' },
  { key: 'expenses', header: 'Expenses' },
  { key: 'net', header: 'Net' },
];

/** Money columns: written with 2 decimals in the CSV and as currency on screen. */
export const reportMoneyKeys: readonly string[] = [
  'full_day_rate',
  'shared_day_rate',
  'billing',
  'revenue',
  'income',
  'rental_cost',
  'gas',
  'ins',
  'maintenance',
  'expenses',
  'net',
];

/**
 * The report fields a search looks in: the vehicle's names and numbers, and the drivers of the
 * Pre Use days without a checklist. Numbers, dates and statuses are left out: the screen writes
 * them in the reader's language and the CSV does not, so a search on them could not give both
 * the same rows.
 */
export const reportSearchKeys: readonly string[] = [
  'equipment_number',
  'vehicle_type',
  'vehicle_parent_type',
  'license_plate_no',
  'VIN_no',
  'driver_names',
];

/** Lower case without accents or doubled spaces: 'Élise  Roy' and 'elise roy' read the same. */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** Whether a report row holds the search in one of its text fields (every row when the search is blank). */
export function reportRowMatches(row: object, search: string | undefined): boolean {
  const needle = searchText(search ?? '');
  if (!needle) return true;
  const fields = row as Record<string, unknown>;
  return reportSearchKeys.some((key) => {
    const value = fields[key];
    const texts = Array.isArray(value) ? value : [value];
    return texts.some((text) => typeof text === 'string' && searchText(text).includes(needle));
  });
}
