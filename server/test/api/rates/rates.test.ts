import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, rates } from '../../../src/db/schema/index.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

const parentTypes = [
  'SUV',
  'Light Duty Truck',
  'Heavy Duty Truck',
  'Sept Iles - F250',
  'Sept Iles - F125',
  'Sept Iles - SUV',
];

async function rateId(parentType: string): Promise<number> {
  const [row] = await testApp.context.db.select().from(rates).where(eq(rates.vehicleParentType, parentType));
  return row!.id;
}

describe('GET api/rates', () => {
  it('lists one rate per vehicle parent type, 50 per page, in dollars', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/rates' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: 'OK', total: 6, per_page: 50, current_page: 1, last_page: 1 });
    expect(body.data.map((row: { vehicle_parent_type: string }) => row.vehicle_parent_type)).toEqual(parentTypes);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      vehicle_parent_type: 'SUV',
      full_day_rate: expect.any(Number),
      shared_day_rate: expect.any(Number),
    });
  });

  it('pages with per_page, and gives every rate on one page with all=1', async () => {
    const admin = await testApp.createUser('admin');
    const paged = await testApp.request(admin, { method: 'GET', url: '/api/rates?per_page=4&page=2' });
    expect(paged.json()).toMatchObject({ total: 6, per_page: 4, current_page: 2, last_page: 2 });
    expect(paged.json().data).toHaveLength(2);
    const all = await testApp.request(admin, { method: 'GET', url: '/api/rates?all=1&per_page=2' });
    expect(all.json()).toMatchObject({ total: 6, per_page: 6, current_page: 1, last_page: 1 });
    expect(all.json().data).toHaveLength(6);
  });
});

describe('GET api/rates/{id}', () => {
  it('answers one rate, and 404 for an unknown or malformed id', async () => {
    const admin = await testApp.createUser('admin');
    const id = await rateId('Heavy Duty Truck');
    const found = await testApp.request(admin, { method: 'GET', url: `/api/rates/${id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id, vehicle_parent_type: 'Heavy Duty Truck' });
    for (const unknown of ['987654', 'abc']) {
      const missing = await testApp.request(admin, { method: 'GET', url: `/api/rates/${unknown}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Rate not found.' });
    }
  });
});

describe('PUT api/rates/{id}', () => {
  it('stores both rates in cents, answers them with 2 decimals, and audits the change', async () => {
    const admin = await testApp.createUser('admin');
    const id = await rateId('Sept Iles - F250');
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/rates/${id}`,
      payload: { id, vehicle_parent_type: 'Changed?', full_day_rate: 125.5, shared_day_rate: 62.75 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Rate has been updated successfully.',
      data: { id, vehicle_parent_type: 'Sept Iles - F250', full_day_rate: 125.5, shared_day_rate: 62.75 },
    });
    const [row] = await testApp.context.db.select().from(rates).where(eq(rates.id, id));
    expect(row).toMatchObject({
      vehicleParentType: 'Sept Iles - F250',
      fullDayRateCents: 12_550,
      sharedDayRateCents: 6_275,
    });
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'rate'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({
      actorId: admin.id,
      action: 'update',
      changes: { full_day_rate: { before: 0, after: 125.5 }, shared_day_rate: { before: 0, after: 62.75 } },
    });
  });

  it('accepts POST with _method=PUT as multipart form data, the way the screen sends it', async () => {
    const admin = await testApp.createUser('admin');
    const id = await rateId('Sept Iles - F125');
    const form = multipartBody({ _method: 'PUT', full_day_rate: '99.99', shared_day_rate: '0' });
    const response = await testApp.request(admin, { method: 'POST', url: `/api/rates/${id}`, ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ full_day_rate: 99.99, shared_day_rate: 0 });
  });

  it('requires both rates as numbers, not negative, with at most 2 decimals, and changes nothing otherwise', async () => {
    const admin = await testApp.createUser('admin');
    const id = await rateId('Light Duty Truck');
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{}, { full_day_rate: ['Full day rate is required'], shared_day_rate: ['Shared day rate is required'] }],
      [{ full_day_rate: '', shared_day_rate: 10 }, { full_day_rate: ['Full day rate is required'] }],
      [{ full_day_rate: 'ten', shared_day_rate: 10 }, { full_day_rate: ['Rate must be a number.'] }],
      [{ full_day_rate: 10, shared_day_rate: -1 }, { shared_day_rate: ['Rate cannot be negative.'] }],
      [{ full_day_rate: 10.005, shared_day_rate: 1 }, { full_day_rate: ['Rate can have at most 2 decimals.'] }],
      [{ full_day_rate: 100_000.01, shared_day_rate: 1 }, { full_day_rate: ['Rate must be at most 100000.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await testApp.request(admin, { method: 'PUT', url: `/api/rates/${id}`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    const [row] = await testApp.context.db.select().from(rates).where(eq(rates.id, id));
    expect(row).toMatchObject({ fullDayRateCents: 0, sharedDayRateCents: 0 });
  });

  it('answers 404 for an unknown rate', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/rates/987654',
      payload: { full_day_rate: 1, shared_day_rate: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Rate not found.' });
  });
});

describe('who may use rates', () => {
  it('refuses supervisors and drivers (403) and anyone signed out (401)', async () => {
    const id = await rateId('SUV');
    for (const role of ['supervisor', 'driver'] as const) {
      const user = await testApp.createUser(role);
      for (const [method, url] of [
        ['GET', '/api/rates'],
        ['GET', `/api/rates/${id}`],
        ['PUT', `/api/rates/${id}`],
      ] as const) {
        const response = await testApp.request(user, {
          method,
          url,
          payload: { full_day_rate: 1, shared_day_rate: 1 },
        });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await testApp.request(undefined, { method: 'GET', url: '/api/rates' })).statusCode).toBe(401);
  });
});
