import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VehicleListRow } from '@fleet-ops/shared';
import { trackings, vehicles } from '../../../src/db/schema/index.js';
import { addDriver, insertAssignment, insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();

let admin: TestUser;
const ids: Record<string, number> = {};

const week = (days: Record<string, 0 | 1 | 2 | 3>) => days;

/**
 * The seeded fleet (today is 2026-11-18, a Wednesday; the week started on Sunday 2026-11-15):
 * A own, in use, in town, sticker expired today, inspected; B lease, disabled, out of town,
 * insurance expiring; C rent, hidden; D own, registration expired, only a future driver, in town
 * last week; E rent, inspected, no dates.
 */
beforeAll(async () => {
  admin = await testApp.createUser('admin');
  const db = testApp.context.db;
  for (const name of ['A', 'B', 'C', 'D', 'E']) ids[name] = (await insertVehicle(testApp, `FL-${name}`)).id;
  const set = (name: string, values: Partial<typeof vehicles.$inferInsert>) =>
    db.update(vehicles).set(values).where(eq(vehicles.id, ids[name]!));
  await set('A', {
    inspectionStatus: 'completed',
    inspectionDate: '2026-10-01',
    abgMvaStickers: '2026-11-18',
    insuranceExpiry: '2026-12-18',
    regExpiry: '2026-12-19',
    vehicleType: 'Ford F-150',
  });
  await set('B', { ownershipType: 'lease', enabled: false, insuranceExpiry: '2026-12-10', vehicleType: 'Ram 1500' });
  await set('C', { ownershipType: 'rent', status: 'hidden', regExpiry: '2026-01-01' });
  await set('D', { regExpiry: '2026-11-01', vehicleType: 'Chevrolet Tahoe' });
  await set('E', { ownershipType: 'rent', inspectionStatus: 'completed', inspectionDate: '2026-11-02' });

  const driver = await addDriver(testApp, admin, { driver_name: 'Dana Current' });
  const later = await addDriver(testApp, admin, { driver_name: 'Lee Later' });
  await insertAssignment(testApp, { vehicleId: ids.A!, driverId: driver.id, from: '2026-11-01T12:00:00Z' });
  await insertAssignment(testApp, { vehicleId: ids.D!, driverId: later.id, slot: 2, from: '2026-12-01T12:00:00Z' });
  await db.insert(trackings).values([
    { weekStart: '2026-11-15', vehicleId: ids.A!, slot: 1, weekRecord: week({ '2026-11-15': 0, '2026-11-16': 1 }) },
    { weekStart: '2026-11-15', vehicleId: ids.B!, slot: 0, weekRecord: week({ '2026-11-16': 2, '2026-11-17': 3 }) },
    { weekStart: '2026-11-08', vehicleId: ids.D!, slot: 0, weekRecord: week({ '2026-11-09': 1 }) },
    { weekStart: '2026-11-15', vehicleId: ids.E!, slot: 0, weekRecord: week({ '2026-11-16': 2 }) },
  ]);
});

async function list(url: string) {
  const response = await testApp.request(admin, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: VehicleListRow[];
    total: number;
    per_page: number;
    current_page: number;
    last_page: number;
  };
}

const numbers = (rows: VehicleListRow[]) => rows.map((row) => row.equipment_number);

describe('GET api/vehicles/{type}', () => {
  it.each([
    ['all_vehicles', ['FL-A', 'FL-B', 'FL-D', 'FL-E']],
    ['enabled', ['FL-A', 'FL-D', 'FL-E']],
    ['disabled', ['FL-B']],
    ['hidden', ['FL-C']],
    ['in_use', ['FL-A']],
    ['in_town', ['FL-A']],
    ['out_town', ['FL-B']],
    ['expired', ['FL-A', 'FL-D']],
    ['inspection_completed', ['FL-A', 'FL-E']],
    ['inspection_pending', ['FL-B', 'FL-D']],
    // The Home dashboard's links: a document after today and within a month; enabled with no driver now.
    ['expiring', ['FL-A', 'FL-B']],
    ['unassigned', ['FL-D', 'FL-E']],
  ])('the %s filter lists %j', async (type, expected) => {
    const page = await list(`/api/vehicles/${type}?sort=equipment_number&sortDir=asc`);
    expect(numbers(page.data)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('narrows any filter by ownership type, and reads `all` as no narrowing', async () => {
    expect(
      numbers((await list('/api/vehicles/all_vehicles?ownership_type=own&sort=equipment_number&sortDir=asc')).data),
    ).toEqual(['FL-A', 'FL-D']);
    expect(numbers((await list('/api/vehicles/all_vehicles?ownership_type=rent')).data)).toEqual(['FL-E']);
    expect(numbers((await list('/api/vehicles/hidden?ownership_type=rent')).data)).toEqual(['FL-C']);
    expect((await list('/api/vehicles/all_vehicles?ownership_type=all')).total).toBe(4);
  });

  it('sorts newest first by default (the menu link: sort=id, sortDir=desc) and by any listed column', async () => {
    expect(numbers((await list('/api/vehicles/all_vehicles?type=all_vehicles&reload=true')).data)).toEqual([
      'FL-E',
      'FL-D',
      'FL-B',
      'FL-A',
    ]);
    expect(numbers((await list('/api/vehicles/all_vehicles?sort=vehicle_type&sortDir=asc')).data)).toEqual([
      'FL-D',
      'FL-E',
      'FL-A',
      'FL-B',
    ]);
    expect(numbers((await list('/api/vehicles/all_vehicles?sort=insurance_expiry&sortDir=desc')).data)).toEqual([
      'FL-A',
      'FL-B',
      'FL-E',
      'FL-D',
    ]);
  });

  it('pages on the server, 50 rows a page unless per_page says otherwise', async () => {
    const first = await list('/api/vehicles/all_vehicles');
    expect(first).toMatchObject({ total: 4, per_page: 50, current_page: 1, last_page: 1 });
    const second = await list('/api/vehicles/all_vehicles?sort=equipment_number&sortDir=asc&per_page=3&page=2');
    expect(second).toMatchObject({ total: 4, per_page: 3, current_page: 2, last_page: 2 });
    expect(numbers(second.data)).toEqual(['FL-E']);
  });

  it('searches equipment numbers, vehicle types and current drivers’ names', async () => {
    expect(numbers((await list('/api/vehicles/all_vehicles?search=tahoe')).data)).toEqual(['FL-D']);
    expect(numbers((await list('/api/vehicles/all_vehicles?search=dana')).data)).toEqual(['FL-A']);
    expect(numbers((await list('/api/vehicles/all_vehicles?search=lee')).data)).toEqual([]);
    expect(numbers((await list('/api/vehicles/all_vehicles?search=100%25')).data)).toEqual([]);
  });

  it('gives each row its current drivers and the expiry colours computed for today', async () => {
    const rows = (await list('/api/vehicles/all_vehicles?sort=equipment_number&sortDir=asc')).data;
    const a = rows.find((row) => row.equipment_number === 'FL-A')!;
    expect(a).toMatchObject({
      ownership_type: 'own',
      driver_1_name: 'Dana Current',
      note_1: null,
      assigned_from_date_1: '2026-11-01 08:30:00',
      assigned_to_date_1: null,
      driver_2_id: null,
      has_radio: false,
      mine: 'no',
      expiry: {
        abg_mva_stickers: 'expired',
        insurance_expiry: 'expiring',
        reg_expiry: 'ok',
        inspection_date: 'expired',
        battery_expiry: null,
        tire_expiry: null,
      },
    });
    const d = rows.find((row) => row.equipment_number === 'FL-D')!;
    expect(d).toMatchObject({ driver_2_id: null, driver_2_name: null, expiry: { reg_expiry: 'expired' } });
    expect(rows.find((row) => row.equipment_number === 'FL-B')!.expiry.insurance_expiry).toBe('expiring');
  });

  it('answers 422 for an unknown filter, sort column or ownership type', async () => {
    const badType = await testApp.request(admin, { method: 'GET', url: '/api/vehicles/parked' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().message).toMatch(/^Type must be one of all_vehicles, enabled/);
    const badSort = await testApp.request(admin, { method: 'GET', url: '/api/vehicles/all_vehicles?sort=password' });
    expect(badSort.statusCode).toBe(422);
    const badOwnership = await testApp.request(admin, {
      method: 'GET',
      url: '/api/vehicles/enabled?ownership_type=stolen',
    });
    expect(badOwnership.json()).toEqual({
      message: 'Ownership type must be all, own, lease or rent.',
      errors: { ownership_type: ['Ownership type must be all, own, lease or rent.'] },
    });
  });

  it('keeps the lookup paths and GET api/vehicles (all_vehicles) apart from the filters', async () => {
    const lookups = await testApp.request(admin, { method: 'GET', url: '/api/vehicles/ids' });
    expect(lookups.statusCode).toBe(200);
    expect(lookups.json().data[0]).toEqual({ id: ids.A, equipment_number: 'FL-A' });
    expect((await list('/api/vehicles')).total).toBe(4);
  });
});
