import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAlerts } from '@fleet-ops/shared';
import { checklists, defects, drivers, fireInspections, firstAidKits, vehicles } from '../../../src/db/schema/index.js';
import { expectAdminsOnly } from '../../support/access.js';
import { addDriver, insertAssignment, insertVehicle } from '../../support/fleet-fixtures.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
let admin: TestUser;
const vehicleIds: Record<string, number> = {};

/**
 * The seeded fleet. Today is Wednesday 2026-11-18 in St. John's (the test clock: 15:00 UTC); the
 * week runs Sunday 11-15 to Saturday 11-21. Expiring means within a month for vehicle documents
 * and extinguishers (up to 2026-12-18), within 30 days for licences (also 2026-12-18), next month
 * for kits (2026-12).
 *
 * V1 sticker expires today; driven now; checked today.
 * V2 insurance 12-18 (expiring, last day), registration 12-19 (fine); driven now; an issue on 11-17.
 * V3 hidden: registration expired, driven now, never checked. Counts nowhere.
 * V4 disabled: insurance 11-30 (expiring); driven now. Not unassigned, no checklist expected.
 * V5 registration expired 10-01; its only assignment ended on 11-10: unassigned.
 * V6 sticker 12-19 (fine); a driver from 12-01 only: unassigned.
 * V7 driven now; an issue today, and one last Saturday (11-14, last week).
 *
 * Defects: V2 has an open major one (out of service); V3's open major one is hidden with V3; V7's
 * major one is verified. Minor: V1 open, due 11-17 (overdue); V2 acknowledged, due 11-18 12:00 UTC
 * (overdue); V1 repaired after its due time (not overdue); V7 open, due 11-19 06:00 UTC (overdue
 * only tomorrow).
 */
beforeAll(async () => {
  admin = await testApp.createUser('admin');
  const db = testApp.context.db;
  for (const name of ['V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7']) {
    vehicleIds[name] = (await insertVehicle(testApp, `DASH-${name}`)).id;
  }
  const set = (name: string, values: Partial<typeof vehicles.$inferInsert>) =>
    db.update(vehicles).set(values).where(eq(vehicles.id, vehicleIds[name]!));
  await set('V1', { abgMvaStickers: '2026-11-18', insuranceExpiry: '2027-03-01' });
  await set('V2', { insuranceExpiry: '2026-12-18', regExpiry: '2026-12-19' });
  await set('V3', { status: 'hidden', regExpiry: '2026-11-01' });
  await set('V4', { enabled: false, insuranceExpiry: '2026-11-30' });
  await set('V5', { regExpiry: '2026-10-01' });
  await set('V6', { abgMvaStickers: '2026-12-19' });

  // Licences: expired today; expiring on the last day; fine the day after; archived (ignored);
  // disabled but not archived (still listed, so counted); fine.
  const licence = async (name: string, expiry: string) =>
    addDriver(testApp, admin, { driver_name: name, expiry_date: expiry });
  const today = await licence('Expired Today', '2026-11-18');
  const lastDay = await licence('Expiring Last Day', '2026-12-18');
  const fine = await licence('Fine Next Day', '2026-12-19');
  const archived = await licence('Archived Expired', '2026-01-01');
  const disabled = await licence('Disabled Expiring', '2026-11-19');
  const spare = await licence('Spare Driver', '2027-06-30');
  await db.update(drivers).set({ archived: true }).where(eq(drivers.id, archived.id));
  await db.update(drivers).set({ enabled: false }).where(eq(drivers.id, disabled.id));

  const drive = (vehicle: string, driverId: number, from: string, to?: string) =>
    insertAssignment(testApp, { vehicleId: vehicleIds[vehicle]!, driverId, from, to });
  await drive('V1', today.id, '2026-11-01T12:00:00Z');
  await drive('V2', lastDay.id, '2026-11-01T12:00:00Z');
  await drive('V3', fine.id, '2026-11-01T12:00:00Z');
  await drive('V4', spare.id, '2026-11-01T12:00:00Z');
  await drive('V5', spare.id, '2026-10-01T12:00:00Z', '2026-11-10T12:00:00Z');
  await drive('V6', fine.id, '2026-12-01T12:00:00Z');
  await drive('V7', spare.id, '2026-11-01T12:00:00Z');

  const checklist = (vehicle: string, date: string, hasIssue: boolean) => ({
    vehicleId: vehicleIds[vehicle]!,
    equipmentNumber: `DASH-${vehicle}`,
    vehicleType: 'Ford Explorer',
    operator: 'Spare Driver',
    date,
    odmRead: 1100,
    items: [{ item: 'tires', answer: hasIssue ? ('no' as const) : ('yes' as const) }],
    hasIssue,
  });
  await db
    .insert(checklists)
    .values([
      checklist('V1', '2026-11-18', false),
      checklist('V2', '2026-11-17', true),
      checklist('V7', '2026-11-18', true),
      checklist('V7', '2026-11-14', true),
    ]);

  const defect = (
    vehicle: string,
    item: string,
    severity: 'major' | 'minor',
    status: 'open' | 'acknowledged' | 'repaired' | 'verified',
    dueAt?: string,
  ) => ({
    vehicleId: vehicleIds[vehicle]!,
    item,
    severity,
    status,
    reportedAt: new Date('2026-11-16T12:00:00Z'),
    dueAt: dueAt ? new Date(dueAt) : null,
  });
  await db
    .insert(defects)
    .values([
      defect('V2', 'brakes_and_hand_brakes', 'major', 'open'),
      defect('V3', 'tires', 'major', 'open'),
      defect('V7', 'seatbelt', 'major', 'verified'),
      defect('V1', 'horn', 'minor', 'open', '2026-11-17T12:00:00Z'),
      defect('V2', 'horn', 'minor', 'acknowledged', '2026-11-18T12:00:00Z'),
      defect('V1', 'mirrors', 'minor', 'repaired', '2026-11-17T12:00:00Z'),
      defect('V7', 'horn', 'minor', 'open', '2026-11-19T06:00:00Z'),
    ]);

  // Kits by month: this month and last month are expired, next month expiring, January fine.
  await db.insert(firstAidKits).values(
    ['2026-11-01', '2026-10-01', '2026-12-01', '2027-01-01'].map((expiryMonth) => ({
      vehicleId: vehicleIds.V1!,
      expiryMonth,
      type: 'type_1' as const,
    })),
  );
  // Extinguisher inspections: expired today; expiring on the last day and tomorrow; fine after.
  await db.insert(fireInspections).values(
    ['2026-11-18', '2026-12-18', '2026-11-19', '2026-12-19'].map((inspectionExpiryDate) => ({
      vehicleId: vehicleIds.V2!,
      manufactureYear: 2020,
      inspectionMonth: '2025-11',
      inspectionExpiryDate,
    })),
  );
});

async function alerts(user: TestUser = admin) {
  const response = await testApp.request(user, { method: 'GET', url: '/api/dashboard/alerts' });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: DashboardAlerts; message: string };
}

const countsOf = (data: DashboardAlerts) => Object.fromEntries(data.alerts.map((alert) => [alert.key, alert.count]));

/** Worked out by hand from the fleet above. */
const expectedCounts = {
  vehicles_out_of_service: 1, // V2 (V3 is hidden, V7's major defect is verified)
  minor_defects_overdue: 2, // V1's open horn, V2's acknowledged horn
  service_overdue: 0, // no service tasks here (maintenance-tiles.test.ts counts them)
  vehicle_documents_expired: 2, // V1, V5 (V3 is hidden)
  driver_licences_expired: 1, // Expired Today (the archived one is left out)
  first_aid_kits_expired: 2, // 2026-11, 2026-10
  fire_extinguishers_expired: 1, // 11-18
  checklists_with_issues: 2, // V2 on 11-17, V7 today (V7 on 11-14 was last week)
  vehicles_without_checklist: 1, // V2 (V1 and V7 checked today; V3 hidden; V4 disabled)
  vehicle_documents_expiring: 2, // V2 (12-18), V4 (11-30: disabled vehicles stay on the list)
  service_due_soon: 0,
  driver_licences_expiring: 2, // Expiring Last Day, Disabled Expiring
  first_aid_kits_expiring: 1, // 2026-12
  fire_extinguishers_expiring: 2, // 12-18, 11-19
  unassigned_vehicles: 2, // V5 (assignment ended), V6 (driver only from 12-01)
};

/** Where the vehicle and licence alerts link: Manage Vehicles by type, Drivers by licence expiry. */
const vehicleList = (type: string) => ({ screen: 'vehicles', filter: { type, ownership_type: 'all' } });
const driverList = (licence: string) => ({
  screen: 'drivers',
  filter: { status: 'unarchived', licence, sort: 'expiry_date', sortDir: 'asc' },
});

describe('GET api/dashboard/alerts', () => {
  it('counts what needs action today, each with the screen and filter its link opens', async () => {
    const { data, message } = await alerts();
    expect(message).toBe('OK');
    expect(data).toEqual({
      today: '2026-11-18',
      week_start: '2026-11-15',
      week_end: '2026-11-21',
      alerts: [
        {
          key: 'vehicles_out_of_service',
          count: 1,
          level: 'expired',
          screen: 'vehicles',
          filter: { out_of_service: '1' },
        },
        {
          key: 'minor_defects_overdue',
          count: 2,
          level: 'expired',
          screen: 'defects',
          filter: { severity: 'minor', overdue: '1' },
        },
        { key: 'service_overdue', count: 0, level: 'expired', screen: 'maintenance', filter: { status: 'overdue' } },
        { key: 'vehicle_documents_expired', count: 2, level: 'expired', ...vehicleList('expired') },
        { key: 'driver_licences_expired', count: 1, level: 'expired', ...driverList('expired') },
        {
          key: 'first_aid_kits_expired',
          count: 2,
          level: 'expired',
          screen: 'first_aid_kits',
          filter: { expiry: 'expired' },
        },
        {
          key: 'fire_extinguishers_expired',
          count: 1,
          level: 'expired',
          screen: 'fire_extinguishers',
          filter: { expiry: 'expired' },
        },
        {
          key: 'checklists_with_issues',
          count: 2,
          level: 'attention',
          screen: 'checklists',
          filter: { has_issue: '1' },
        },
        {
          key: 'vehicles_without_checklist',
          count: 1,
          level: 'attention',
          screen: 'vehicles',
          filter: { checklist_missing: '1' },
        },
        { key: 'vehicle_documents_expiring', count: 2, level: 'expiring', ...vehicleList('expiring') },
        { key: 'service_due_soon', count: 0, level: 'expiring', screen: 'maintenance', filter: { status: 'due_soon' } },
        { key: 'driver_licences_expiring', count: 2, level: 'expiring', ...driverList('expiring') },
        {
          key: 'first_aid_kits_expiring',
          count: 1,
          level: 'expiring',
          screen: 'first_aid_kits',
          filter: { expiry: 'expiring' },
        },
        {
          key: 'fire_extinguishers_expiring',
          count: 2,
          level: 'expiring',
          screen: 'fire_extinguishers',
          filter: { expiry: 'expiring' },
        },
        { key: 'unassigned_vehicles', count: 2, level: 'attention', ...vehicleList('unassigned') },
      ],
    });
    expect(countsOf(data)).toEqual(expectedCounts);
  });

  it('gives each vehicle count the total of the Manage Vehicles list it links to', async () => {
    const { data } = await alerts();
    for (const alert of data.alerts.filter((candidate) => candidate.screen === 'vehicles')) {
      // The list's type is in its path (all_vehicles when the link names none); the rest is its query.
      const { type = 'all_vehicles', ...filter } = alert.filter;
      const query = new URLSearchParams(filter).toString();
      const list = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${type}?${query}` });
      expect(list.json().total).toBe(alert.count);
    }
  });

  it('gives each licence count the total of the Drivers list it opens (not archived, expired or expiring)', async () => {
    const { data } = await alerts();
    for (const key of ['driver_licences_expired', 'driver_licences_expiring']) {
      const alert = data.alerts.find((candidate) => candidate.key === key)!;
      // The Drivers screen sends its status choice as archived=0 (driverStatusFilters.unarchived).
      const { status: _status, ...filter } = alert.filter;
      const query = new URLSearchParams({ ...filter, archived: '0' }).toString();
      const list = await testApp.request(admin, { method: 'GET', url: `/api/drivers?${query}` });
      expect(list.statusCode).toBe(200);
      expect([key, list.json().total]).toEqual([key, expectedCounts[key as keyof typeof expectedCounts]]);
    }
    const expired = await testApp.request(admin, { method: 'GET', url: '/api/drivers?archived=0&licence=expired' });
    expect(expired.json().data.map((driver: { name: string }) => driver.name)).toEqual(['Expired Today']);
  });

  it('gives each extinguisher count the total of the Fire Extinguisher list it opens', async () => {
    const { data } = await alerts();
    for (const key of ['fire_extinguishers_expired', 'fire_extinguishers_expiring']) {
      const alert = data.alerts.find((candidate) => candidate.key === key)!;
      const query = new URLSearchParams(alert.filter).toString();
      const list = await testApp.request(admin, { method: 'GET', url: `/api/inspections?${query}` });
      expect(list.statusCode).toBe(200);
      expect([key, list.json().total]).toEqual([key, expectedCounts[key as keyof typeof expectedCounts]]);
    }
  });

  it('gives each kit count the number of kits the First Aid Kit list shows for its filter (the rows it colours so)', async () => {
    const { data } = await alerts();
    const list = await testApp.request(admin, { method: 'GET', url: '/api/first_aid_kits' });
    const kits = list.json().data as { expiry_status: string }[];
    for (const key of ['first_aid_kits_expired', 'first_aid_kits_expiring']) {
      const alert = data.alerts.find((candidate) => candidate.key === key)!;
      // The screen filters the kits it holds by their status; the export reads the same filter.
      const shown = kits.filter((kit) => kit.expiry_status === alert.filter.expiry);
      expect([key, shown.length]).toEqual([key, alert.count]);
    }
  });

  it('refuses an expiry or licence filter it does not know, naming the field', async () => {
    for (const url of ['/api/drivers?licence=soon', '/api/inspections?expiry=old']) {
      const response = await testApp.request(admin, { method: 'GET', url });
      expect(response.statusCode).toBe(422);
      expect(Object.values(response.json().errors as Record<string, string[]>)).toEqual([
        ['Choose expired or expiring.'],
      ]);
    }
  });

  it('gives the overdue minor defects count the total of the Defects list it links to', async () => {
    const { data } = await alerts();
    const alert = data.alerts.find((candidate) => candidate.key === 'minor_defects_overdue')!;
    const query = new URLSearchParams(alert.filter).toString();
    const list = await testApp.request(admin, { method: 'GET', url: `/api/defects?${query}` });
    expect(list.json().total).toBe(expectedCounts.minor_defects_overdue);
  });

  it('gives the checklist count the total of the checklist list it links to (this week, with an issue)', async () => {
    const { data } = await alerts();
    const list = await testApp.request(admin, {
      method: 'GET',
      url: `/api/checklist?start_date=${data.week_start}&has_issue=1`,
    });
    expect(list.json().total).toBe(expectedCounts.checklists_with_issues);
  });

  it("counts by the business day: at 23:30 in St. John's it is still the 18th, though UTC says the 19th", async () => {
    testApp.setNow('2026-11-19T03:00:00Z');
    try {
      const { data } = await alerts();
      expect(data.today).toBe('2026-11-18');
      expect(countsOf(data)).toEqual(expectedCounts);
    } finally {
      testApp.setNow('2026-11-18T15:00:00Z');
    }
  });

  it('moves with the clock: the next morning, yesterday’s checks no longer count and more has expired', async () => {
    testApp.setNow('2026-11-19T12:00:00Z');
    try {
      const { data } = await alerts();
      expect(data.today).toBe('2026-11-19');
      expect(countsOf(data)).toEqual({
        ...expectedCounts,
        driver_licences_expired: 2, // + Disabled Expiring (11-19)
        driver_licences_expiring: 2, // Expiring Last Day, and now Fine Next Day (12-19)
        fire_extinguishers_expired: 2, // + 11-19
        fire_extinguishers_expiring: 2, // 12-18, and now 12-19
        vehicles_without_checklist: 3, // V1, V2, V7: nobody has checked yet today
        vehicle_documents_expiring: 3, // + V6's sticker (12-19)
        minor_defects_overdue: 3, // + V7's horn (due 11-19 06:00 UTC)
      });
    } finally {
      testApp.setNow('2026-11-18T15:00:00Z');
    }
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(testApp, [{ method: 'GET', url: '/api/dashboard/alerts' }]);
  });
});
