import type { DashboardAlert, DashboardAlerts } from '@fleet-ops/shared';

/** For tests: the answer of `GET api/dashboard/alerts`, every count zero unless `counts` says otherwise. */
export function dashboardAlertsFixture(counts: Partial<Record<DashboardAlert['key'], number>> = {}): DashboardAlerts {
  const alert = (
    key: DashboardAlert['key'],
    level: DashboardAlert['level'],
    screen: DashboardAlert['screen'],
    filter: Record<string, string> = {},
  ): DashboardAlert => ({ key, count: counts[key] ?? 0, level, screen, filter });
  const licences = (licence: string) => ({ status: 'unarchived', licence, sort: 'expiry_date', sortDir: 'asc' });
  return {
    today: '2026-11-18',
    week_start: '2026-11-15',
    week_end: '2026-11-21',
    alerts: [
      alert('vehicles_out_of_service', 'expired', 'vehicles', { out_of_service: '1' }),
      alert('minor_defects_overdue', 'expired', 'defects', { severity: 'minor', overdue: '1' }),
      alert('service_overdue', 'expired', 'maintenance', { status: 'overdue' }),
      alert('vehicle_documents_expired', 'expired', 'vehicles', { type: 'expired', ownership_type: 'all' }),
      alert('driver_licences_expired', 'expired', 'drivers', licences('expired')),
      alert('first_aid_kits_expired', 'expired', 'first_aid_kits', { expiry: 'expired' }),
      alert('fire_extinguishers_expired', 'expired', 'fire_extinguishers', { expiry: 'expired' }),
      alert('checklists_with_issues', 'attention', 'checklists', { has_issue: '1' }),
      alert('vehicles_without_checklist', 'attention', 'vehicles', { checklist_missing: '1' }),
      alert('vehicle_documents_expiring', 'expiring', 'vehicles', { type: 'expiring', ownership_type: 'all' }),
      alert('service_due_soon', 'expiring', 'maintenance', { status: 'due_soon' }),
      alert('driver_licences_expiring', 'expiring', 'drivers', licences('expiring')),
      alert('first_aid_kits_expiring', 'expiring', 'first_aid_kits', { expiry: 'expiring' }),
      alert('fire_extinguishers_expiring', 'expiring', 'fire_extinguishers', { expiry: 'expiring' }),
      alert('unassigned_vehicles', 'attention', 'vehicles', { type: 'unassigned', ownership_type: 'all' }),
    ],
  };
}
