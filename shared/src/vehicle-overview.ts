import { z } from 'zod';
import { activityLogEntry } from './activity-log.js';
import { appointment } from './appointments.js';
import { profitLossReportPoint } from './reports-responses.js';
import { fireInspection, firstAidKit } from './safety.js';
import { vehicle } from './vehicles-record.js';

/**
 * `GET api/vehicles/{id}/overview`: one vehicle's record page in one answer. Each part reuses the
 * row its own screen shows (appointments, Vehicle Logs, Profit & Loss weeks, safety equipment), so
 * the record and the screens it links to never describe the same thing two ways.
 */

/** How much of each history the record shows; the section links open the whole list. */
export const vehicleOverviewLimits = {
  checklists: 5,
  upcomingAppointments: 5,
  pastAppointments: 5,
  assignmentHistory: 10,
  weeks: 8,
} as const;

export const vehicleOverviewMessages = {
  idInvalid: 'The vehicle id must be a whole number.',
} as const;

/** A driver in one of the three slots now: a temporary one (with an end) runs over the permanent one. */
export const vehicleOverviewDriver = z.object({
  slot: z.number().int(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` in the business timezone. */
  assigned_from_date: z.string(),
  assigned_to_date: z.string().nullable(),
  temporary: z.boolean(),
  note: z.string().nullable(),
});
export type VehicleOverviewDriver = z.infer<typeof vehicleOverviewDriver>;

/** A recent Pre-OP Checklist: the items answered "no" and the driver's remarks. */
export const vehicleOverviewChecklist = z.object({
  id: z.number().int(),
  date: z.string(),
  operator: z.string(),
  /** Null for a vehicle without an odometer, read in engine hours (issue 37). */
  last_odm_read: z.number().int().nullable(),
  hour_read: z.number().int().nullable(),
  oil_life: z.number().int().nullable(),
  has_issue: z.boolean(),
  failed_items: z.array(z.string()),
  remarks: z.string().nullable(),
});
export type VehicleOverviewChecklist = z.infer<typeof vehicleOverviewChecklist>;

/** A week of billing and income/expenses, added up as Profit & Loss adds them (net = income - expenses). */
export const vehicleOverviewWeek = profitLossReportPoint;
export type VehicleOverviewWeek = z.infer<typeof vehicleOverviewWeek>;

export const vehicleOverview = z.object({
  /** As `GET api/vehicles/{id}` answers it: documents, expiry colours, image URLs, slot fields. */
  vehicle,
  current_drivers: z.array(vehicleOverviewDriver),
  /** Newest inspection day first. */
  checklists: z.array(vehicleOverviewChecklist),
  /** How many checklists the vehicle has in all. */
  checklist_count: z.number().int(),
  appointments: z.object({
    /** From now on, nearest first. */
    upcoming: z.array(appointment),
    /** Before now, latest first. */
    past: z.array(appointment),
  }),
  /** Vehicle Logs entries of this vehicle, newest first. */
  assignment_history: z.array(activityLogEntry),
  /** The current week and the ones before it, newest first, a row for every week. */
  weeks: z.array(vehicleOverviewWeek),
  /** The inspection expiring last, or null. */
  fire_extinguisher: fireInspection.nullable(),
  /** The kit expiring last, or null. */
  first_aid_kit: firstAidKit.nullable(),
});
export type VehicleOverview = z.infer<typeof vehicleOverview>;

export const vehicleOverviewResponse = z.object({ data: vehicleOverview, message: z.string() });
