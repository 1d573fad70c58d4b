import { beforeAll, describe, expect, it } from 'vitest';
import { defects } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
let admin: TestUser;

/**
 * Now is 2026-11-18 15:00 UTC; the week 11-15 to 11-21 starts 11-15 03:30 UTC. Two trucks: on K-1 a
 * 1.A (major) reported in the week and still open, and a 1.1 (minor) from before the week, open;
 * on K-2 a 1.A reported in the week and closed, and a defect without a code, open.
 */
beforeAll(async () => {
  admin = await testApp.createUser('admin');
  const first = (await insertVehicle(testApp, 'CODE-K1')).id;
  const second = (await insertVehicle(testApp, 'CODE-K2')).id;
  const at = (text: string) => new Date(text);
  await testApp.context.db.insert(defects).values([
    { vehicleId: first, item: 'coupling', code: '1.A', severity: 'major', reportedAt: at('2026-11-16T12:00:00Z') },
    {
      vehicleId: first,
      item: 'frame',
      code: '1.1',
      severity: 'minor',
      reportedAt: at('2026-11-14T12:00:00Z'),
      dueAt: at('2026-11-16T12:00:00Z'),
    },
    {
      vehicleId: second,
      item: 'coupling',
      code: '1.A',
      severity: 'major',
      status: 'no_defect_found',
      reportedAt: at('2026-11-16T13:00:00Z'),
      closedAt: at('2026-11-17T13:00:00Z'),
    },
    {
      vehicleId: second,
      item: 'horn',
      severity: 'minor',
      reportedAt: at('2026-11-17T12:00:00Z'),
      dueAt: at('2026-11-19T12:00:00Z'),
    },
  ]);
});

function report(payload: Record<string, string>) {
  return testApp.request(admin, { method: 'POST', url: '/api/reports/defects', payload });
}

describe('POST api/reports/defects by defect code (issue 36)', () => {
  it('counts per code and class the defects reported in the range and those open at its end, codes first', async () => {
    const response = await report({ start_date: '2026-11-15', end_date: '2026-11-21' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.codes).toEqual([
      { code: '1.1', severity: 'minor', reported: 0, open: 1 },
      { code: '1.A', severity: 'major', reported: 2, open: 1 },
      { code: null, severity: 'minor', reported: 1, open: 1 },
    ]);
  });

  it('with `code`, counts only that code’s defects, in the rows and the totals', async () => {
    const response = await report({ start_date: '2026-11-15', end_date: '2026-11-21', code: '1.A' });

    const { data } = response.json();
    expect(data.rows.map((row: { equipment_number: string }) => row.equipment_number)).toEqual(['CODE-K1', 'CODE-K2']);
    expect(data.totals).toMatchObject({ vehicles: 2, open_major: 1, open_minor: 0 });
    expect(data.codes).toEqual([{ code: '1.A', severity: 'major', reported: 2, open: 1 }]);
  });

  it('refuses a code longer than 20 characters: 422 on code', async () => {
    const response = await report({ start_date: '2026-11-15', end_date: '2026-11-21', code: 'x'.repeat(21) });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['code']);
  });

  it('its export keeps the vehicles with defects of that code only', async () => {
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/defects_report/a1b2c3/export?start_date=2026-11-15&end_date=2026-11-21&code=1.1',
    });

    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['CODE-K1']);
  });
});
