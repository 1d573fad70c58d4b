import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fuelEntries } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { weekExpenses } from '../work-orders/work-order-fixtures.js';

const testApp = useTestApp();
const key = '3f0c9a52-7d4e-4b1a-9c8e-2a6d5b7e9f01';

describe('POST api/fuel_entries sent again with its Idempotency-Key', () => {
  it('answers the fill-up already recorded, and the week’s gas counts it once', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const send = () =>
      testApp.request(admin, {
        method: 'POST',
        url: '/api/fuel_entries',
        headers: { 'idempotency-key': key },
        payload: { vehicle_id: vehicle.id, date: '2026-11-18', litres: 60, cost: 95.5, odometer: 12_400 },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(
      await testApp.context.db.select().from(fuelEntries).where(eq(fuelEntries.vehicleId, vehicle.id)),
    ).toHaveLength(1);
    expect((await weekExpenses(testApp, vehicle.id)).map((row) => row.gasCents)).toEqual([9550]);
  });
});
