import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VehicleListRow } from '@fleet-ops/shared';
import { vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
let admin: TestUser;

/** Seven vehicles: repeated types (ties broken by id) and missing insurance dates (nulls). */
beforeAll(async () => {
  admin = await testApp.createUser('admin');
  const types = ['Ram 1500', 'Ford F-150', 'Ram 1500', 'Chevrolet Tahoe', 'Ford F-150', 'Ram 1500', 'Toyota Hilux'];
  const expiries = ['2027-01-05', null, '2026-12-01', null, '2027-03-10', '2026-12-01', null];
  for (const [index, vehicleType] of types.entries()) {
    const { id } = await insertVehicle(testApp, `PG-${index + 1}`);
    await testApp.context.db
      .update(vehicles)
      .set({ vehicleType, insuranceExpiry: expiries[index] })
      .where(eq(vehicles.id, id));
  }
});

async function equipmentNumbers(url: string) {
  const response = await testApp.request(admin, { method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: VehicleListRow[]; total: number };
  expect(body.total).toBe(7);
  return body.data.map((row) => row.equipment_number);
}

describe('GET api/vehicles/all_vehicles, page by page', () => {
  it('gives the pages of the back half, read from the end, in the same order as the whole list', async () => {
    for (const sort of ['equipment_number', 'vehicle_type', 'insurance_expiry'] as const) {
      for (const sortDir of ['asc', 'desc'] as const) {
        const query = `/api/vehicles/all_vehicles?sort=${sort}&sortDir=${sortDir}`;
        const whole = await equipmentNumbers(query);
        const paged: string[] = [];
        for (const page of [1, 2, 3, 4]) paged.push(...(await equipmentNumbers(`${query}&per_page=2&page=${page}`)));
        expect(paged, query).toEqual(whole);
      }
    }
  });

  it('gives an empty page past the last one', async () => {
    expect(await equipmentNumbers('/api/vehicles/all_vehicles?per_page=2&page=5')).toEqual([]);
  });
});
