import {
  addCalendarMonths,
  addDays,
  driverExpiryWarningDays,
  weekEnd,
  weekStart,
  type DashboardAlert,
  type DashboardAlerts,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { countMaintenanceStatuses } from '../maintenance/index.js';
import {
  countChecklistsWithIssues,
  countExtinguisherAlerts,
  countKitAlerts,
  countLicenceAlerts,
  countOverdueMinorDefects,
  countVehicleAlerts,
  type DashboardDates,
} from './queries.js';

/** Today, this week and the warning windows the existing screens use, from the server's clock. */
export function dashboardDates(context: AppContext): DashboardDates {
  const today = context.clock.today();
  const thisMonth = `${today.slice(0, 7)}-01`;
  return {
    now: context.clock.now(),
    today,
    weekStart: weekStart(today),
    weekEnd: weekEnd(today),
    licenceWarningUntil: addDays(today, driverExpiryWarningDays),
    inspectionWarningUntil: addCalendarMonths(today, 1),
    thisMonth,
    nextMonth: addCalendarMonths(thisMonth, 1),
  };
}

/**
 * Each screen's address filter: exactly the rows the count counted (issue 35), shown on the list as
 * a filter the reader can remove. Vehicles: the list's own `type`; drivers: not archived, by licence.
 */
const vehicleList = (type: string) => ({ type, ownership_type: 'all' });
const licenceList = (licence: 'expired' | 'expiring') => ({
  status: 'unarchived',
  licence,
  sort: 'expiry_date',
  sortDir: 'asc',
});

/**
 * `GET api/dashboard/alerts`: every count the Home dashboard and the header show, with the screen
 * and filter each one opens. Seven small aggregate queries, whatever the size of the fleet.
 */
export async function dashboardAlerts(context: AppContext): Promise<DashboardAlerts> {
  const dates = dashboardDates(context);
  const { db } = context;
  const [vehicles, licences, kits, extinguishers, checklistsWithIssues, overdueMinors, service] = await Promise.all([
    countVehicleAlerts(db, dates),
    countLicenceAlerts(db, dates),
    countKitAlerts(db, dates),
    countExtinguisherAlerts(db, dates),
    countChecklistsWithIssues(db, dates),
    countOverdueMinorDefects(db, dates),
    countMaintenanceStatuses(db, { today: dates.today, timeZone: context.clock.timeZone }),
  ]);
  const alerts: DashboardAlert[] = [
    {
      key: 'vehicles_out_of_service',
      count: vehicles.outOfService,
      level: 'expired',
      screen: 'vehicles',
      filter: { out_of_service: '1' },
    },
    {
      key: 'minor_defects_overdue',
      count: overdueMinors,
      level: 'expired',
      screen: 'defects',
      filter: { severity: 'minor', overdue: '1' },
    },
    {
      key: 'service_overdue',
      count: service.overdue,
      level: 'expired',
      screen: 'maintenance',
      filter: { status: 'overdue' },
    },
    {
      key: 'vehicle_documents_expired',
      count: vehicles.documentsExpired,
      level: 'expired',
      screen: 'vehicles',
      filter: vehicleList('expired'),
    },
    {
      key: 'driver_licences_expired',
      count: licences.expired,
      level: 'expired',
      screen: 'drivers',
      filter: licenceList('expired'),
    },
    {
      key: 'first_aid_kits_expired',
      count: kits.expired,
      level: 'expired',
      screen: 'first_aid_kits',
      filter: { expiry: 'expired' },
    },
    {
      key: 'fire_extinguishers_expired',
      count: extinguishers.expired,
      level: 'expired',
      screen: 'fire_extinguishers',
      filter: { expiry: 'expired' },
    },
    {
      key: 'checklists_with_issues',
      count: checklistsWithIssues,
      level: 'attention',
      screen: 'checklists',
      filter: { has_issue: '1' },
    },
    {
      key: 'vehicles_without_checklist',
      count: vehicles.withoutChecklist,
      level: 'attention',
      screen: 'vehicles',
      filter: { checklist_missing: '1' },
    },
    {
      key: 'vehicle_documents_expiring',
      count: vehicles.documentsExpiring,
      level: 'expiring',
      screen: 'vehicles',
      filter: vehicleList('expiring'),
    },
    {
      key: 'service_due_soon',
      count: service.dueSoon,
      level: 'expiring',
      screen: 'maintenance',
      filter: { status: 'due_soon' },
    },
    {
      key: 'driver_licences_expiring',
      count: licences.expiring,
      level: 'expiring',
      screen: 'drivers',
      filter: licenceList('expiring'),
    },
    {
      key: 'first_aid_kits_expiring',
      count: kits.expiring,
      level: 'expiring',
      screen: 'first_aid_kits',
      filter: { expiry: 'expiring' },
    },
    {
      key: 'fire_extinguishers_expiring',
      count: extinguishers.expiring,
      level: 'expiring',
      screen: 'fire_extinguishers',
      filter: { expiry: 'expiring' },
    },
    {
      key: 'unassigned_vehicles',
      count: vehicles.unassigned,
      level: 'attention',
      screen: 'vehicles',
      filter: vehicleList('unassigned'),
    },
  ];
  return { today: dates.today, week_start: dates.weekStart, week_end: dates.weekEnd, alerts };
}
