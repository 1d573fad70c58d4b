import { beforeAll, describe, expect, it } from 'vitest';
import { reportMessages } from '@fleet-ops/shared';
import { defects } from '../../../src/db/schema/index.js';
import { expectAdminsOnly } from '../../support/access.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
let admin: TestUser;

/**
 * Now is Wednesday 2026-11-18 15:00 UTC (11:30 in St. John's, UTC-3:30). The week 11-15 to 11-21
 * runs from 11-15 03:30 UTC; its report stops at now.
 *
 * A: a major defect from 11-14 03:30, repaired 11-16 03:30 (48 h), verified 11-16 15:30; another
 *    major one from 11-16 03:30, still open. Out of service 11-15 03:30 → now: 83.5 h of the week.
 * B: a minor defect from 11-15 12:00, due 11-17 12:00, open (overdue); another from 11-16 12:00,
 *    repaired 11-17 00:00 (12 h), not yet verified (still open).
 * C: a major defect 11-10 12:00 → closed as no defect found 11-12 12:00 (before the week).
 * D: a major defect 11-17 15:00 → closed 11-18 03:00: 12 h out of service.
 */
beforeAll(async () => {
  admin = await testApp.createUser('admin');
  const ids: Record<string, number> = {};
  for (const name of ['A', 'B', 'C', 'D']) ids[name] = (await insertVehicle(testApp, `DEF-${name}`)).id;
  const at = (text: string) => new Date(text);
  await testApp.context.db.insert(defects).values([
    {
      vehicleId: ids.A!,
      item: 'brakes_and_hand_brakes',
      severity: 'major',
      status: 'verified',
      reportedAt: at('2026-11-14T03:30:00Z'),
      repairedAt: at('2026-11-16T03:30:00Z'),
      verifiedAt: at('2026-11-16T15:30:00Z'),
    },
    { vehicleId: ids.A!, item: 'tires', severity: 'major', status: 'open', reportedAt: at('2026-11-16T03:30:00Z') },
    {
      vehicleId: ids.B!,
      item: 'horn',
      severity: 'minor',
      status: 'open',
      reportedAt: at('2026-11-15T12:00:00Z'),
      dueAt: at('2026-11-17T12:00:00Z'),
    },
    {
      vehicleId: ids.B!,
      item: 'mirrors',
      severity: 'minor',
      status: 'repaired',
      reportedAt: at('2026-11-16T12:00:00Z'),
      dueAt: at('2026-11-18T12:00:00Z'),
      repairedAt: at('2026-11-17T00:00:00Z'),
    },
    {
      vehicleId: ids.C!,
      item: 'seatbelt',
      severity: 'major',
      status: 'no_defect_found',
      reportedAt: at('2026-11-10T12:00:00Z'),
      closedAt: at('2026-11-12T12:00:00Z'),
    },
    {
      vehicleId: ids.D!,
      item: 'tires',
      severity: 'major',
      status: 'no_defect_found',
      reportedAt: at('2026-11-17T15:00:00Z'),
      closedAt: at('2026-11-18T03:00:00Z'),
    },
  ]);
});

function report(range: Record<string, string>) {
  return testApp.request(admin, { method: 'POST', url: '/api/reports/defects', payload: range });
}

const measures = (row: Record<string, unknown>) => {
  const { vehicle_id: _id, vehicle_type: _type, vehicle_parent_type: _parent, ...rest } = row;
  return rest;
};

describe('POST api/reports/defects', () => {
  it('gives per vehicle the open defects by class, overdue minors, repairs, mean time to repair and out-of-service hours', async () => {
    const response = await report({ start_date: '2026-11-15', end_date: '2026-11-21' });
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('OK');
    expect(data.rows.map(measures)).toEqual([
      {
        equipment_number: 'DEF-A',
        open_major: 1,
        open_minor: 0,
        overdue_minor: 0,
        repaired: 1,
        mean_hours_to_repair: 48,
        out_of_service_hours: 83.5,
      },
      {
        equipment_number: 'DEF-B',
        open_major: 0,
        open_minor: 2,
        overdue_minor: 1,
        repaired: 1,
        mean_hours_to_repair: 12,
        out_of_service_hours: 0,
      },
      {
        equipment_number: 'DEF-D',
        open_major: 0,
        open_minor: 0,
        overdue_minor: 0,
        repaired: 0,
        mean_hours_to_repair: null,
        out_of_service_hours: 12,
      },
    ]);
    expect(data).toMatchObject({ start_date: '2026-11-15', end_date: '2026-11-21' });
    expect(data.totals).toEqual({
      vehicles: 3,
      open_major: 1,
      open_minor: 2,
      overdue_minor: 1,
      repaired: 2,
      mean_hours_to_repair: 30,
      out_of_service_hours: 95.5,
    });
  });

  it('counts a past range as it stood at its end', async () => {
    const { data } = (await report({ start_date: '2026-11-08', end_date: '2026-11-14' })).json();
    expect(data.rows.map(measures)).toEqual([
      {
        equipment_number: 'DEF-A',
        open_major: 1,
        open_minor: 0,
        overdue_minor: 0,
        repaired: 0,
        mean_hours_to_repair: null,
        out_of_service_hours: 24,
      },
      {
        equipment_number: 'DEF-C',
        open_major: 0,
        open_minor: 0,
        overdue_minor: 0,
        repaired: 0,
        mean_hours_to_repair: null,
        out_of_service_hours: 48,
      },
    ]);
    expect(data.totals).toMatchObject({ vehicles: 2, open_major: 1, repaired: 0, out_of_service_hours: 72 });
  });

  it('is empty for a range that has not started', async () => {
    const { data } = (await report({ start_date: '2026-12-01', end_date: '2026-12-31' })).json();
    expect(data.rows).toEqual([]);
    expect(data.totals).toEqual({
      vehicles: 0,
      open_major: 0,
      open_minor: 0,
      overdue_minor: 0,
      repaired: 0,
      mean_hours_to_repair: null,
      out_of_service_hours: 0,
    });
  });

  it('refuses an end before the start: 422 on end_date', async () => {
    const response = await report({ start_date: '2026-11-21', end_date: '2026-11-15' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ end_date: [reportMessages.endBeforeStart] });
  });

  it('is for admins only, as is its export', async () => {
    await expectAdminsOnly(testApp, [
      { method: 'POST', url: '/api/reports/defects', payload: { start_date: '2026-11-15', end_date: '2026-11-21' } },
      { method: 'GET', url: '/api/defects_report/a1b2c3/export?start_date=2026-11-15&end_date=2026-11-21' },
    ]);
  });
});

describe('GET api/defects_report/<hex>/export', () => {
  it('writes the rows the screen shows, searched like it', async () => {
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/defects_report/a1b2c3/export?start_date=2026-11-15&end_date=2026-11-21&search=def-b',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('defects-report-2026-11-15-2026-11-21');
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toEqual([
      'Equipment No,Vehicle,Vehicle Type,Open Major,Open Minor,Overdue Minor,Repaired,Mean Hours To Repair,Out Of Service Hours',
      'DEF-B,Ford Explorer,SUV,0,2,1,1,12,0',
    ]);
  });
});
