import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientRequestMessages, maintenanceMessages } from '@fleet-ops/shared';
import { auditLog, serviceCompletions } from '../../../src/db/schema/index.js';
import { storedKeys } from '../../support/idempotency.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { createTask, vehicleAt } from './maintenance-fixtures.js';

const testApp = useTestApp();
const key = '2c4e6a8b-9d1f-4b3a-8e5c-7a9b1c3d5e7f';

function send(user: TestUser, payload: Record<string, unknown>) {
  return testApp.request(user, {
    method: 'POST',
    url: '/api/maintenance/completions',
    headers: { 'idempotency-key': key },
    payload,
  });
}

function completionsOf(vehicleId: number) {
  return testApp.context.db.select().from(serviceCompletions).where(eq(serviceCompletions.vehicleId, vehicleId));
}

describe('POST api/maintenance/completions sent again with its Idempotency-Key', () => {
  it('stores one completion when the same create is sent twice with one key, and answers the first again with 200', async () => {
    const admin = await testApp.createUser('admin');
    const task = await createTask(testApp, admin, { interval_km: 5000, due_soon_km: 200 });
    const vehicle = await vehicleAt(testApp, 4000);
    const done = { vehicle_id: vehicle.id, service_task_id: task.id, done_on: '2026-11-17', odometer: 4000 };

    const first = await send(admin, done);
    const again = await send(admin, done);

    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(again.json().message).toBe(maintenanceMessages.completionRecorded);
    const stored = await completionsOf(vehicle.id);
    expect(stored.map((row) => row.id)).toEqual([first.json().data.id]);
    const audits = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'service_completion'));
    expect(audits.filter((row) => row.entityId === String(stored[0]!.id))).toHaveLength(1);
    expect(await storedKeys(testApp, admin.id)).toEqual([
      { key, scope: 'POST /api/maintenance/completions', resourceId: stored[0]!.id },
    ]);
  });

  it('answers 409 for the same key with another completion, and stores nothing more', async () => {
    const admin = await testApp.createUser('admin');
    const task = await createTask(testApp, admin, { interval_km: 5000, due_soon_km: 200 });
    const vehicle = await vehicleAt(testApp, 4000);
    const done = { vehicle_id: vehicle.id, service_task_id: task.id, done_on: '2026-11-17', odometer: 4000 };
    expect((await send(admin, done)).statusCode).toBe(201);

    const changed = await send(admin, { ...done, odometer: 4100 });

    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: clientRequestMessages.reused });
    expect((await completionsOf(vehicle.id)).map((row) => row.odometer)).toEqual([4000]);
  });
});
