import { z } from 'zod';

/**
 * The answer of each report: `{ data: { start_date, end_date, rows, totals, series }, message }`
 * (Pre Use adds `gaps`). Money in dollars with 2 decimals, percentages 0-100 with 1 decimal.
 */

/** An expiry report row's state: lapsed on or before today, or still ahead within the range. */
export const reportExpiryStatuses = ['expired', 'upcoming'] as const;
export type ReportExpiryStatus = (typeof reportExpiryStatuses)[number];

const money = z.number();
const percent = z.number().nullable();
const count = z.number().int();

const vehicleFields = {
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  vehicle_type: z.string(),
  vehicle_parent_type: z.string(),
};

function reportResponse<Row extends z.ZodType, Totals extends z.ZodType, Series extends z.ZodType>(parts: {
  row: Row;
  totals: Totals;
  series: Series;
}) {
  return z.object({
    data: z.object({
      start_date: z.string(),
      end_date: z.string(),
      rows: z.array(parts.row),
      totals: parts.totals,
      series: z.array(parts.series),
    }),
    message: z.string(),
  });
}

/** Cleaning: one row per vehicle on tracking per week (weeks whose Sunday is in the range). */
export const cleaningReportRow = z.object({
  ...vehicleFields,
  week_start: z.string(),
  week_end: z.string(),
  cleaned: z.boolean(),
  /** The week's first Cleaning appointment, 'YYYY-MM-DD HH:mm', or null. */
  cleaning_date: z.string().nullable(),
  appointments: count,
});
export const cleaningReportTotals = z.object({
  vehicles: count,
  vehicle_weeks: count,
  cleaned: count,
  missed: count,
  appointments: count,
  compliance_pct: percent,
});
export const cleaningReportPoint = z.object({
  week_start: z.string(),
  vehicles: count,
  cleaned: count,
  missed: count,
  compliance_pct: percent,
});
export const cleaningReportResponse = reportResponse({
  row: cleaningReportRow,
  totals: cleaningReportTotals,
  series: cleaningReportPoint,
});
export type CleaningReportRow = z.infer<typeof cleaningReportRow>;
export type CleaningReport = z.infer<typeof cleaningReportResponse>['data'];

/** Maintenance: vehicles with Maintenance appointments dated in the range. */
export const maintenanceReportRow = z.object({
  ...vehicleFields,
  appointments: count,
  first_date: z.string(),
  last_date: z.string(),
});
export const maintenanceReportTotals = z.object({ vehicles: count, appointments: count });
export const maintenanceReportPoint = z.object({ week_start: z.string(), appointments: count });
export const maintenanceReportResponse = reportResponse({
  row: maintenanceReportRow,
  totals: maintenanceReportTotals,
  series: maintenanceReportPoint,
});
export type MaintenanceReportRow = z.infer<typeof maintenanceReportRow>;
export type MaintenanceReport = z.infer<typeof maintenanceReportResponse>['data'];

/** Incident: each vehicle's latest fire extinguisher inspection, expired or expiring in the range. */
export const incidentReportRow = z.object({
  id: z.number().int(),
  ...vehicleFields,
  manufacture_year: z.number().int(),
  inspection_month: z.string(),
  inspection_expiry_date: z.string(),
  status: z.enum(reportExpiryStatuses),
  /** Days from today to the expiry date; 0 or less once expired. */
  days_left: z.number().int(),
});
export const incidentReportTotals = z.object({ inspections: count, expired: count, upcoming: count });
/** Inspections by month of expiry ('YYYY-MM'). */
export const incidentReportPoint = z.object({ month: z.string(), expired: count, upcoming: count });
export const incidentReportResponse = reportResponse({
  row: incidentReportRow,
  totals: incidentReportTotals,
  series: incidentReportPoint,
});
export type IncidentReportRow = z.infer<typeof incidentReportRow>;
export type IncidentReport = z.infer<typeof incidentReportResponse>['data'];

/** The three documents of Reg. Renewal and the vehicle fields holding their expiry dates. */
export const renewalDocuments = ['reg_expiry', 'insurance_expiry', 'abg_mva_stickers'] as const;
export type RenewalDocument = (typeof renewalDocuments)[number];

/** Reg. Renewal: one row per vehicle with at least one document selected; a status per document. */
export const regRenewalReportRow = z.object({
  ...vehicleFields,
  ownership_type: z.enum(['own', 'lease', 'rent']),
  license_plate_no: z.string(),
  VIN_no: z.string(),
  reg_expiry: z.string().nullable(),
  reg_status: z.enum(reportExpiryStatuses).nullable(),
  insurance_expiry: z.string().nullable(),
  insurance_status: z.enum(reportExpiryStatuses).nullable(),
  abg_mva_stickers: z.string().nullable(),
  sticker_status: z.enum(reportExpiryStatuses).nullable(),
  /** The earliest selected expiry date of the row. */
  next_expiry: z.string(),
});
const documentCounts = z.object({ expired: count, upcoming: count });
export const regRenewalReportTotals = z.object({
  vehicles: count,
  expired: count,
  upcoming: count,
  reg_expiry: documentCounts,
  insurance_expiry: documentCounts,
  abg_mva_stickers: documentCounts,
});
/** Selected documents by month of expiry ('YYYY-MM'). */
export const regRenewalReportPoint = z.object({
  month: z.string(),
  reg_expiry: count,
  insurance_expiry: count,
  abg_mva_stickers: count,
});
export const regRenewalReportResponse = reportResponse({
  row: regRenewalReportRow,
  totals: regRenewalReportTotals,
  series: regRenewalReportPoint,
});
export type RegRenewalReportRow = z.infer<typeof regRenewalReportRow>;
export type RegRenewalReport = z.infer<typeof regRenewalReportResponse>['data'];

/** Vehicle Types: one row per parent type; vehicles counted by ownership; billing of the range's weeks. */
export const vehicleTypesReportRow = z.object({
  vehicle_parent_type: z.string(),
  own: count,
  lease: count,
  rent: count,
  vehicles: count,
  full_day_rate: money,
  shared_day_rate: money,
  in_use_days: count,
  billing: money,
});
export const vehicleTypesReportTotals = z.object({
  own: count,
  lease: count,
  rent: count,
  vehicles: count,
  in_use_days: count,
  billing: money,
});
export const vehicleTypesReportPoint = z.object({ week_start: z.string(), in_use_days: count, billing: money });
export const vehicleTypesReportResponse = reportResponse({
  row: vehicleTypesReportRow,
  totals: vehicleTypesReportTotals,
  series: vehicleTypesReportPoint,
});
export type VehicleTypesReportRow = z.infer<typeof vehicleTypesReportRow>;
export type VehicleTypesReport = z.infer<typeof vehicleTypesReportResponse>['data'];

/** Pre Use Inspection: per vehicle, checklists, issues and the days tracked In Use with no checklist. */
export const preUseReportRow = z.object({
  ...vehicleFields,
  checklists: count,
  issues: count,
  working_days: count,
  checked_days: count,
  gap_days: count,
  compliance_pct: percent,
  /** The gap days, oldest first. */
  gap_dates: z.array(z.string()),
});
/** One compliance gap: a day a vehicle was tracked In Use with no checklist, and who drove it. */
export const preUseGap = z.object({
  ...vehicleFields,
  date: z.string(),
  driver_names: z.array(z.string()),
});
export const preUseReportTotals = z.object({
  vehicles: count,
  checklists: count,
  issues: count,
  working_days: count,
  checked_days: count,
  gap_days: count,
  compliance_pct: percent,
});
/** By week (its Sunday); the first and last week hold only their days inside the range. */
export const preUseReportPoint = z.object({
  week_start: z.string(),
  working_days: count,
  checked_days: count,
  gap_days: count,
  compliance_pct: percent,
});
export const preUseReportResponse = z.object({
  data: z.object({
    start_date: z.string(),
    end_date: z.string(),
    rows: z.array(preUseReportRow),
    gaps: z.array(preUseGap),
    totals: preUseReportTotals,
    series: z.array(preUseReportPoint),
  }),
  message: z.string(),
});
export type PreUseReportRow = z.infer<typeof preUseReportRow>;
export type PreUseGap = z.infer<typeof preUseGap>;
export type PreUseReport = z.infer<typeof preUseReportResponse>['data'];

/** Profit & Loss: per vehicle, the range's weeks of billing and income minus expenses. */
const profitLossAmounts = {
  billing: money,
  revenue: money,
  /** billing + revenue */
  income: money,
  rental_cost: money,
  gas: money,
  ins: money,
  maintenance: money,
  /** rental_cost + gas + ins + maintenance */
  expenses: money,
  /** income - expenses */
  net: money,
};
export const profitLossReportRow = z.object({ ...vehicleFields, ...profitLossAmounts });
export const profitLossReportTotals = z.object({ vehicles: count, ...profitLossAmounts });
export const profitLossReportPoint = z.object({ week_start: z.string(), ...profitLossAmounts });
export const profitLossReportResponse = reportResponse({
  row: profitLossReportRow,
  totals: profitLossReportTotals,
  series: profitLossReportPoint,
});
export type ProfitLossReportRow = z.infer<typeof profitLossReportRow>;
export type ProfitLossReport = z.infer<typeof profitLossReportResponse>['data'];
