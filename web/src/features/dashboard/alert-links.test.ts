import { describe, expect, it } from 'vitest';
import type { DashboardAlert } from '@fleet-ops/shared';
import { alertHref, pendingAlerts } from './alert-links';

const alert = (overrides: Partial<DashboardAlert>): DashboardAlert => ({
  key: 'unassigned_vehicles',
  count: 2,
  level: 'attention',
  screen: 'vehicles',
  filter: {},
  ...overrides,
});

describe('alertHref', () => {
  it("puts the server's filter on the screen's address", () => {
    expect(alertHref(alert({ filter: { type: 'unassigned', ownership_type: 'all' } }))).toBe(
      '/vehicles?type=unassigned&ownership_type=all',
    );
    expect(alertHref(alert({ screen: 'checklists', filter: { has_issue: '1' } }))).toBe('/home?has_issue=1');
    expect(
      alertHref(alert({ screen: 'pre_use_report', filter: { start_date: '2026-11-18', end_date: '2026-11-18' } })),
    ).toBe('/report/preuserreport?start_date=2026-11-18&end_date=2026-11-18');
    expect(alertHref(alert({ screen: 'drivers', filter: { status: 'unarchived', sort: 'expiry_date' } }))).toBe(
      '/drivers?status=unarchived&sort=expiry_date',
    );
  });

  it('leaves the address bare when there is no filter', () => {
    expect(alertHref(alert({ screen: 'fire_extinguishers' }))).toBe('/incidents');
    expect(alertHref(alert({ screen: 'first_aid_kits' }))).toBe('/first-aid-kits');
  });
});

describe('pendingAlerts', () => {
  it('keeps only the counts that are not zero, in order', () => {
    const list = [alert({ key: 'first_aid_kits_expired', count: 0 }), alert({ count: 3 })];
    expect(pendingAlerts(list).map((entry) => entry.key)).toEqual(['unassigned_vehicles']);
  });
});
