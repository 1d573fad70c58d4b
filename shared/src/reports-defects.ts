import { z } from 'zod';
import type { ReportColumn } from './reports-columns.js';

/**
 * Per defect code (null: defects without one), with its class: defects reported in the range, and
 * those unfinished at its end. Codes in order, those without last.
 */
export const defectsReportCode = z.object({
  code: z.string().nullable(),
  severity: z.enum(['major', 'minor']),
  reported: z.number().int(),
  open: z.number().int(),
});
export type DefectsReportCode = z.infer<typeof defectsReportCode>;

/**
 * The Defects report (`POST api/reports/defects`, body `start_date`, `end_date` like every report;
 * CSV at `GET api/defects_report/<6 hex>/export`). One row per vehicle with defect activity in the
 * range; "open" and "overdue" are as of the end of the range, or now when that is sooner. Hours
 * have 1 decimal; a mean with nothing to measure is null. Rules: docs/defects.md.
 */
export const defectsReportRow = z.object({
  vehicle_id: z.number().int(),
  equipment_number: z.string(),
  vehicle_type: z.string(),
  vehicle_parent_type: z.string(),
  /** Unfinished (not verified nor closed) major defects at the end of the range. */
  open_major: z.number().int(),
  open_minor: z.number().int(),
  /** Minor defects past their due time, not repaired nor closed, at the end of the range. */
  overdue_minor: z.number().int(),
  /** Repairs recorded in the range. */
  repaired: z.number().int(),
  /** Mean of reported → repaired of those repairs, in hours. */
  mean_hours_to_repair: z.number().nullable(),
  /** Hours of the range the vehicle had an unfinished major defect (overlaps counted once). */
  out_of_service_hours: z.number(),
});
export type DefectsReportRow = z.infer<typeof defectsReportRow>;

export const defectsReportTotals = defectsReportRow
  .omit({ vehicle_id: true, equipment_number: true, vehicle_type: true, vehicle_parent_type: true })
  .extend({ vehicles: z.number().int() });
export type DefectsReportTotals = z.infer<typeof defectsReportTotals>;

export const defectsReportResponse = z.object({
  data: z.object({
    start_date: z.string(),
    end_date: z.string(),
    rows: z.array(defectsReportRow),
    totals: defectsReportTotals,
    codes: z.array(defectsReportCode),
  }),
  message: z.string(),
});
export type DefectsReport = z.infer<typeof defectsReportResponse>['data'];

export const defectsReportColumns: readonly ReportColumn<DefectsReportRow>[] = [
  { key: 'equipment_number', header: 'Equipment No' },
  { key: 'vehicle_type', header: 'Vehicle' },
  { key: 'vehicle_parent_type', header: 'Vehicle Type' },
  { key: 'open_major', header: 'Open Major' },
  { key: 'open_minor', header: 'Open Minor' },
  { key: 'overdue_minor', header: 'Overdue Minor' },
  { key: 'repaired', header: 'Repaired' },
  { key: 'mean_hours_to_repair', header: 'Mean Hours To Repair' },
  { key: 'out_of_service_hours', header: 'Out Of Service Hours' },
];
