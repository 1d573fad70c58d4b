import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientRequestMessages, workOrderMessages } from '@fleet-ops/shared';
import { auditLog, workOrderLines, workOrders } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { storedKeys } from '../../support/idempotency.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { twoLines } from './work-order-fixtures.js';

const testApp = useTestApp();

/** `POST api/work_orders` as the web app sends it, with the form's request id as the Idempotency-Key header. */
function open(admin: TestUser, vehicleId: number, key: string, body: Record<string, unknown> = {}) {
  return testApp.request(admin, {
    method: 'POST',
    url: '/api/work_orders',
    headers: { 'idempotency-key': key },
    payload: { vehicle_id: vehicleId, title: 'Front brakes', opened_on: '2026-11-02', lines: twoLines, ...body },
  });
}

function ordersOf(vehicleId: number) {
  return testApp.context.db.select().from(workOrders).where(eq(workOrders.vehicleId, vehicleId));
}

async function linesOf(vehicleId: number) {
  const ids = (await ordersOf(vehicleId)).map((order) => order.id);
  return testApp.context.db.select().from(workOrderLines).where(inArray(workOrderLines.workOrderId, ids));
}

describe('POST api/work_orders sent again with its Idempotency-Key (a retry after a lost answer)', () => {
  it('answers the work order already opened (200, same body) and stores it, its lines and its audit entry once', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const key = randomUUID();

    const first = await open(admin, vehicle.id, key);
    const retry = await open(admin, vehicle.id, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().message).toBe(workOrderMessages.created);

    const stored = await ordersOf(vehicle.id);
    expect(stored.map((order) => [order.id, order.totalCents])).toEqual([[first.json().data.id, 11099]]);
    expect((await linesOf(vehicle.id)).map((line) => line.description)).toEqual(['Brake job', 'Brake pads']);
    const audits = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'work_order'));
    expect(audits.filter((row) => row.entityId === String(stored[0]!.id))).toHaveLength(1);
    expect(await storedKeys(testApp, admin.id)).toEqual([
      { key, scope: 'POST /api/work_orders', resourceId: stored[0]!.id },
    ]);
  });

  it('opens one work order when the same request arrives twice at the same moment', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const key = randomUUID();
    const answers = await Promise.all([open(admin, vehicle.id, key), open(admin, vehicle.id, key)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0].json().data.id).toBe(answers[1].json().data.id);
    expect(await ordersOf(vehicle.id)).toHaveLength(1);
    expect(await linesOf(vehicle.id)).toHaveLength(2);
    expect(await storedKeys(testApp, admin.id)).toHaveLength(1);
  });

  it('answers 409 for the same key with another work order, and stores nothing more', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const key = randomUUID();
    expect((await open(admin, vehicle.id, key)).statusCode).toBe(201);

    const changed = await open(admin, vehicle.id, key, { title: 'Rear brakes' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: clientRequestMessages.reused });
    expect((await ordersOf(vehicle.id)).map((order) => order.title)).toEqual(['Front brakes']);
  });

  it('keeps no key for a refused request: the corrected one sent with the same key opens the work order', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const key = randomUUID();

    const refused = await open(admin, vehicle.id, key, { due_on: '2026-11-01' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ due_on: [workOrderMessages.dueBeforeOpened] });
    expect(await storedKeys(testApp, admin.id)).toEqual([]);
    const corrected = await open(admin, vehicle.id, key, { due_on: '2026-11-20' });
    expect(corrected.statusCode).toBe(201);
    expect((await ordersOf(vehicle.id)).map((order) => order.dueOn)).toEqual(['2026-11-20']);
  });

  it('refuses a key that is not a UUID with a 422 naming the header, and opens nothing', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);

    const malformed = await open(admin, vehicle.id, 'retry-1');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      message: clientRequestMessages.invalid,
      errors: { 'Idempotency-Key': [clientRequestMessages.invalid] },
    });
    expect(await ordersOf(vehicle.id)).toEqual([]);
  });
});
