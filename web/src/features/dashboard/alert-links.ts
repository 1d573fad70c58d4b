import type { DashboardAlert, DashboardScreen } from '@fleet-ops/shared';
import { paths } from '../../config/paths';

/** Where each count leads; the server names the filter, the web app owns the addresses. */
const screenPaths: Record<DashboardScreen, string> = {
  vehicles: paths.vehicles,
  drivers: paths.drivers,
  first_aid_kits: paths.firstAidKits,
  fire_extinguishers: paths.incidents,
  checklists: paths.home,
  pre_use_report: paths.reports.preUse,
  defects: paths.defects,
  maintenance: paths.maintenance,
};

/** The address of the list behind a count, with the filter that shows what was counted. */
export function alertHref(alert: Pick<DashboardAlert, 'screen' | 'filter'>): string {
  const query = new URLSearchParams(alert.filter).toString();
  const path = screenPaths[alert.screen];
  return query ? `${path}?${query}` : path;
}

/** The counts that are not zero: what the header's alerts menu lists. */
export function pendingAlerts(alerts: DashboardAlert[]): DashboardAlert[] {
  return alerts.filter((alert) => alert.count > 0);
}
