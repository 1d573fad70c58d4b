import { beforeAll, describe, expect, it } from 'vitest';
import { renewalMessages, type Renewal } from '@fleet-ops/shared';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { csvFileRows } from '../../support/file-download.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { fleetWithRenewals } from './renewal-fixtures.js';

const testApp = useTestApp();
let admin: TestUser;
let fleet: Awaited<ReturnType<typeof fleetWithRenewals>>;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  fleet = await fleetWithRenewals(testApp, admin);
});

const list = (query = '') => testApp.request(admin, { method: 'GET', url: `/api/renewals${query}` });

function expected(): Renewal[] {
  const vehicle = { vehicle_id: fleet.unit.id, driver_id: null, owner: 'RN-101' };
  const own = { ...vehicle, subject: 'RN-101', record_id: null };
  return [
    { kind: 'registration', ...own, due_on: '2026-11-10', days_left: -8, colour: 'red' },
    { kind: 'insurance', ...own, due_on: '2026-11-18', days_left: 0, colour: 'red' },
    {
      kind: 'driver_licence',
      subject: 'NL-7788',
      vehicle_id: null,
      driver_id: fleet.driver.id,
      record_id: null,
      owner: 'Émilie Roy',
      due_on: '2026-11-20',
      days_left: 2,
      colour: 'orange',
    },
    { kind: 'battery', ...own, due_on: '2026-11-23', days_left: 5, colour: 'orange' },
    {
      kind: 'first_aid_kit',
      ...vehicle,
      subject: 'Type 1',
      record_id: fleet.kitId,
      due_on: '2026-11-30',
      days_left: 12,
      colour: 'yellow',
    },
    {
      kind: 'fire_extinguisher',
      ...own,
      record_id: fleet.inspectionId,
      due_on: '2026-12-01',
      days_left: 13,
      colour: 'yellow',
    },
    {
      kind: 'service_task',
      ...vehicle,
      subject: 'Oil change',
      record_id: fleet.taskId,
      due_on: '2026-12-01',
      days_left: 13,
      colour: 'yellow',
    },
    { kind: 'tires', ...own, due_on: '2026-12-10', days_left: 22, colour: 'yellow' },
    { kind: 'abg_mva_stickers', ...own, due_on: '2027-03-01', days_left: 103, colour: 'none' },
  ];
}

describe('GET api/renewals', () => {
  it('lists everything that expires soonest first, with days left, colour and owner, hidden vehicles left out', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: expected(),
      message: 'OK',
      total: 9,
      per_page: 50,
      current_page: 1,
      last_page: 1,
    });
  });

  it('keeps one kind, what is due within N days (late ones too), or only the red ones', async () => {
    const kinds = async (query: string) => (await list(query)).json().data.map((row: Renewal) => row.kind);

    expect(await kinds('?kind=service_task')).toEqual(['service_task']);
    expect(await kinds('?kind=driver_licence&within_days=1')).toEqual([]);
    expect(await kinds('?within_days=5')).toEqual(['registration', 'insurance', 'driver_licence', 'battery']);
    expect(await kinds('?overdue=true')).toEqual(['registration', 'insurance']);
  });

  it('pages the list', async () => {
    const response = await list('?per_page=2&page=2');
    expect(response.json()).toMatchObject({ total: 9, per_page: 2, current_page: 2, last_page: 5 });
    expect(response.json().data).toEqual(expected().slice(2, 4));
  });

  it('refuses a filter it does not know, with the field’s message', async () => {
    const response = await list('?kind=boat&within_days=-1&overdue=maybe');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      kind: [renewalMessages.kindInvalid],
      within_days: [renewalMessages.withinDaysInvalid],
      overdue: [renewalMessages.overdueInvalid],
    });
  });

  it('is for admins only', async () => {
    for (const role of ['supervisor', 'driver'] as const) {
      const response = await testApp.request(await testApp.createUser(role), { method: 'GET', url: '/api/renewals' });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET api/renewals/:code/export', () => {
  it('downloads the filtered list as CSV in the reader’s language', async () => {
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/renewals/a1b2c3/export?within_days=5',
      headers: { 'accept-language': 'fr-CA' },
    });

    expect(csvFileRows(response, 'fr', 'renewals-2026-11-18.csv')).toEqual([
      ['Type', 'Quoi', 'Propriétaire', 'Échéance', 'Jours restants', 'Statut'],
      ['Immatriculation', 'RN-101', 'RN-101', '2026-11-10', '-8', 'Échue ou en retard'],
      ['Assurance', 'RN-101', 'RN-101', '2026-11-18', '0', 'Échue ou en retard'],
      ['Permis de conduire', 'NL-7788', 'Émilie Roy', '2026-11-20', '2', 'Dans 7 jours ou moins'],
      ['Batterie', 'RN-101', 'RN-101', '2026-11-23', '5', 'Dans 7 jours ou moins'],
    ]);
  });

  it('holds every row of the list, in the list’s order', async () => {
    const response = await testApp.request(admin, { method: 'GET', url: '/api/renewals/a1b2c3/export' });
    const rows = csvDownload(response);
    expect(rows.slice(1).map((row) => row[3])).toEqual(expected().map((row) => row.due_on));
  });
});
