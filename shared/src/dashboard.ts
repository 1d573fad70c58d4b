import { z } from 'zod';

/**
 * The admins' Home dashboard and the header's alerts: how many things need action today, each
 * with the list that shows them. "Today" and "this week" are the server's (business timezone).
 */

/** Every count, in the order the dashboard shows them (the most urgent kinds first). */
export const dashboardAlertKeys = [
  'vehicles_out_of_service',
  'minor_defects_overdue',
  'service_overdue',
  'vehicle_documents_expired',
  'driver_licences_expired',
  'first_aid_kits_expired',
  'fire_extinguishers_expired',
  'checklists_with_issues',
  'vehicles_without_checklist',
  'vehicle_documents_expiring',
  'service_due_soon',
  'driver_licences_expiring',
  'first_aid_kits_expiring',
  'fire_extinguishers_expiring',
  'unassigned_vehicles',
] as const;
export type DashboardAlertKey = (typeof dashboardAlertKeys)[number];

/** How a count that is not zero is shown: red (expired), orange (expiring) or blue (attention). */
export const dashboardAlertLevels = ['expired', 'expiring', 'attention'] as const;
export type DashboardAlertLevel = (typeof dashboardAlertLevels)[number];

/** The screens a count opens. The web app knows their paths; the server names the filter. */
export const dashboardScreens = [
  'vehicles',
  'drivers',
  'first_aid_kits',
  'fire_extinguishers',
  'checklists',
  'pre_use_report',
  'defects',
  'maintenance',
] as const;
export type DashboardScreen = (typeof dashboardScreens)[number];

export const dashboardAlert = z.object({
  key: z.enum(dashboardAlertKeys),
  count: z.number().int().min(0),
  level: z.enum(dashboardAlertLevels),
  screen: z.enum(dashboardScreens),
  /** The query the screen reads from its address to show what was counted (may be empty). */
  filter: z.record(z.string(), z.string()),
});
export type DashboardAlert = z.infer<typeof dashboardAlert>;

/** `GET api/dashboard/alerts`. */
export const dashboardAlerts = z.object({
  today: z.string(),
  /** The current week, Sunday to Saturday, that "this week" counts cover. */
  week_start: z.string(),
  week_end: z.string(),
  alerts: z.array(dashboardAlert),
});
export type DashboardAlerts = z.infer<typeof dashboardAlerts>;
