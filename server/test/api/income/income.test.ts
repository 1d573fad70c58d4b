import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, vehicleExpenses, vehicles } from '../../../src/db/schema/index.js';
import { expectAdminsOnly } from '../../support/access.js';
import { csvDownload, insertVehicle } from '../../support/fleet-fixtures.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();

function save(admin: TestUser, payload: Record<string, unknown>) {
  return testApp.request(admin, { method: 'PUT', url: '/api/income', payload });
}

describe('PUT api/income and POST api/income/data', () => {
  it('saves a week in cents, answers dollars with isc and net, and loads it back for any day of the week', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IN-1');
    const response = await save(admin, {
      start_date: '2026-11-15',
      vehicles_id: vehicle.id,
      revenue: '1500.50',
      expenses: JSON.stringify({ gas: '120.25', isc: 80, rental_cost: 900, maintenance: '45.1' }),
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      vehicles_id: vehicle.id,
      start_date: '2026-11-15',
      end_date: '2026-11-21',
      revenue: 1500.5,
      rental_cost: 900,
      gas: 120.25,
      ins: 80,
      isc: 80,
      maintenance: 45.1,
      net: 355.15,
      expenses: { gas: 120.25, ins: 80, isc: 80, rental_cost: 900, maintenance: 45.1 },
    };
    expect(response.json()).toMatchObject({ message: 'Income has been saved successfully.', data: expected });
    const [row] = await testApp.context.db
      .select()
      .from(vehicleExpenses)
      .where(eq(vehicleExpenses.vehicleId, vehicle.id));
    expect(row).toMatchObject({
      weekStart: '2026-11-15',
      revenueCents: 150050,
      rentalCostCents: 90000,
      gasCents: 12025,
      insuranceCents: 8000,
      maintenanceCents: 4510,
    });

    const loaded = await testApp.request(admin, {
      method: 'POST',
      url: '/api/income/data',
      ...multipartBody({ start_date: '2026-11-18', vehicles_id: String(vehicle.id) }),
    });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().data).toMatchObject(expected);
    const empty = await testApp.request(admin, {
      method: 'POST',
      url: '/api/income/data',
      payload: { start_date: '2026-11-22 - 2026-11-28', vehicles_id: vehicle.id },
    });
    expect(empty.json()).toEqual({ data: null, message: 'No income is stored for this week.' });
  });

  it('overwrites the same vehicle and week (POST with _method=PUT too), audited as create then update', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IN-2');
    const body = { start_date: '2026-11-15', vehicles_id: vehicle.id };
    await save(admin, { ...body, revenue: 100, expenses: { gas: 1, ins: 2, rental_cost: 3, maintenance: 4 } });
    const second = await testApp.request(admin, {
      method: 'POST',
      url: '/api/income',
      ...multipartBody({
        _method: 'PUT',
        start_date: '2026-11-17',
        vehicles_id: String(vehicle.id),
        revenue: '50',
        expenses: '{"gas":"10","ins":"0","rental_cost":"60","maintenance":"0"}',
      }),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ revenue: 50, net: -20 });
    const rows = await testApp.context.db
      .select()
      .from(vehicleExpenses)
      .where(eq(vehicleExpenses.vehicleId, vehicle.id));
    expect(rows).toHaveLength(1);
    const audits = await testApp.context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle_expense'), eq(auditLog.entityId, String(rows[0]!.id))))
      .orderBy(asc(auditLog.id));
    expect(audits.map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('requires every amount, at most 2 decimals and no negatives, and answers 404 for an unknown vehicle', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IN-3');
    const missing = await save(admin, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      start_date: ['Week is required'],
      vehicles_id: ['Vehicle is required'],
      revenue: ['Revenue is required'],
      expenses: ['Expenses are required'],
    });
    const partial = await save(admin, {
      start_date: '2026-11-15',
      vehicles_id: vehicle.id,
      revenue: '10.123',
      expenses: { gas: -1, rental_cost: '' },
    });
    expect(partial.json().errors).toEqual({
      revenue: ['Enter an amount from 0 to 10,000,000 with at most 2 decimals.'],
      'expenses.gas': ['Enter an amount from 0 to 10,000,000 with at most 2 decimals.'],
      'expenses.rental_cost': ['Rental cost is required'],
      'expenses.maintenance': ['Maintenance is required'],
    });
    const noIns = await save(admin, {
      start_date: '2026-11-15',
      vehicles_id: vehicle.id,
      revenue: 1,
      expenses: { gas: 1, rental_cost: 1, maintenance: 1 },
    });
    expect(noIns.json().errors).toEqual({ 'expenses.ins': ['Insurance is required'] });
    const badJson = await save(admin, {
      start_date: '2026-11-15',
      vehicles_id: vehicle.id,
      revenue: 1,
      expenses: '{gas',
    });
    expect(badJson.json().errors).toEqual({
      expenses: ['Expenses must be valid JSON with gas, ins, rental_cost and maintenance.'],
    });
    const unknown = await save(admin, {
      start_date: '2026-11-15',
      vehicles_id: 987654,
      revenue: 1,
      expenses: { gas: 1, ins: 1, rental_cost: 1, maintenance: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Vehicle not found.' });
  });
});

describe('GET api/income/{hex}/export', () => {
  it('streams the weeks in the range with amounts and net, newest first, neutralising formulas', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IN-EX');
    await testApp.context.db.update(vehicles).set({ vehicleType: '@SUM(A1)' }).where(eq(vehicles.id, vehicle.id));
    for (const [start, revenue] of [
      ['2026-11-01', 10],
      ['2026-11-08', 20],
      ['2026-11-15', 30],
    ] as const) {
      await save(admin, {
        start_date: start,
        vehicles_id: vehicle.id,
        revenue,
        expenses: { gas: 1.5, ins: 0, rental_cost: 0, maintenance: 0 },
      });
    }
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/income/ABCDEF/export?start_date=2026-11-10&end_date=2026-11-30',
    });
    const rows = csvDownload(response, 'income-2026-11-18.csv');
    expect(rows[0]).toEqual([
      'Week Start',
      'Week End',
      'Equipment Number',
      'Vehicle Type',
      'Vehicle',
      'VIN',
      'Revenue',
      'Rental Cost',
      'Gas',
      'Insurance',
      'Maintenance',
      'Net',
    ]);
    const mine = rows.slice(1).filter((row) => row[2] === 'IN-EX');
    expect(mine.map((row) => [row[0], row[4], row[6], row[11]])).toEqual([
      ['2026-11-15', "'@SUM(A1)", '30.00', '28.50'],
      ['2026-11-08', "'@SUM(A1)", '20.00', '18.50'],
    ]);
  });
});

describe('who may use income', () => {
  it('refuses drivers and supervisors (403) and anyone signed out (401) on every call', async () => {
    await expectAdminsOnly(testApp, [
      { method: 'PUT', url: '/api/income', payload: {} },
      { method: 'POST', url: '/api/income/data', payload: {} },
      { method: 'GET', url: '/api/income/1a2b3c/export' },
    ]);
  });
});
