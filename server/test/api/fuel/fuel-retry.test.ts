import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientRequestMessages, fuelMessages } from '@fleet-ops/shared';
import { auditLog, fuelEntries } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { storedKeys } from '../../support/idempotency.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { weekExpenses } from '../work-orders/work-order-fixtures.js';

const testApp = useTestApp();
const key = '3f0c9a52-7d4e-4b1a-9c8e-2a6d5b7e9f01';
const fill = { date: '2026-11-18', litres: 60, cost: 95.5, odometer: 12_400 };

function send(user: TestUser, payload: Record<string, unknown>, idempotencyKey = key) {
  return testApp.request(user, {
    method: 'POST',
    url: '/api/fuel_entries',
    headers: { 'idempotency-key': idempotencyKey },
    payload,
  });
}

function entriesOf(vehicleId: number) {
  return testApp.context.db.select().from(fuelEntries).where(eq(fuelEntries.vehicleId, vehicleId));
}

describe('POST api/fuel_entries sent again with its Idempotency-Key', () => {
  it('answers the fill-up already recorded, and the week’s gas counts it once', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const first = await send(admin, { vehicle_id: vehicle.id, ...fill });
    const again = await send(admin, { vehicle_id: vehicle.id, ...fill });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json().message).toBe(fuelMessages.created);
    const stored = await entriesOf(vehicle.id);
    expect(stored.map((row) => row.id)).toEqual([first.json().data.id]);
    expect((await weekExpenses(testApp, vehicle.id)).map((row) => row.gasCents)).toEqual([9550]);
    const audits = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'fuel_entry'));
    expect(audits.filter((row) => row.entityId === String(stored[0]!.id))).toHaveLength(1);
    expect(await storedKeys(testApp, admin.id)).toEqual([
      { key, scope: 'POST /api/fuel_entries', resourceId: stored[0]!.id },
    ]);
  });

  it('records one fill-up when the same request arrives twice at the same moment', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const answers = await Promise.all([
      send(admin, { vehicle_id: vehicle.id, ...fill }),
      send(admin, { vehicle_id: vehicle.id, ...fill }),
    ]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0].json().data.id).toBe(answers[1].json().data.id);
    expect(await entriesOf(vehicle.id)).toHaveLength(1);
    expect((await weekExpenses(testApp, vehicle.id)).map((row) => row.gasCents)).toEqual([9550]);
  });

  it('answers 409 for the same key with another fill-up, and records nothing more', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    expect((await send(admin, { vehicle_id: vehicle.id, ...fill })).statusCode).toBe(201);

    const changed = await send(admin, { vehicle_id: vehicle.id, ...fill, cost: 72.8 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: clientRequestMessages.reused });
    expect((await entriesOf(vehicle.id)).map((row) => row.costCents)).toEqual([9550]);
    expect((await weekExpenses(testApp, vehicle.id)).map((row) => row.gasCents)).toEqual([9550]);
  });

  it('refuses a key that is not a UUID with a 422 naming the header, and records nothing', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);

    const malformed = await send(admin, { vehicle_id: vehicle.id, ...fill }, 'retry-1');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      message: clientRequestMessages.invalid,
      errors: { 'Idempotency-Key': [clientRequestMessages.invalid] },
    });
    expect(await entriesOf(vehicle.id)).toEqual([]);
  });
});
