import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientRequestMessages, safetyMessages } from '@fleet-ops/shared';
import { auditLog, fireInspections } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { storedKeys } from '../../support/idempotency.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
const key = '5a7d2c4e-1b3f-4e6a-8c9d-0e1f2a3b4c5d';

function send(user: TestUser, payload: Record<string, unknown>) {
  return testApp.request(user, {
    method: 'POST',
    url: '/api/inspections',
    headers: { 'idempotency-key': key },
    payload,
  });
}

const inspection = { manufacture_year: 2021, inspection_month: '2026-05', inspection_expiry_date: '2027-05-31' };

function inspectionsOf(vehicleId: number) {
  return testApp.context.db.select().from(fireInspections).where(eq(fireInspections.vehicleId, vehicleId));
}

describe('POST api/inspections sent again with its Idempotency-Key', () => {
  it('stores one inspection when the same create is sent twice with one key, and answers the first again with 200', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);

    const first = await send(admin, { vehicle_id: vehicle.id, ...inspection });
    const again = await send(admin, { vehicle_id: vehicle.id, ...inspection });

    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(again.json().message).toBe(safetyMessages.inspectionCreated);
    const stored = await inspectionsOf(vehicle.id);
    expect(stored.map((row) => row.id)).toEqual([first.json().data.id]);
    const audits = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'fire_inspection'));
    expect(audits.filter((row) => row.entityId === String(stored[0]!.id))).toHaveLength(1);
    expect(await storedKeys(testApp, admin.id)).toEqual([
      { key, scope: 'POST /api/inspections', resourceId: stored[0]!.id },
    ]);
  });

  it('answers 409 for the same key with another inspection, and stores nothing more', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    expect((await send(admin, { vehicle_id: vehicle.id, ...inspection })).statusCode).toBe(201);

    const changed = await send(admin, { vehicle_id: vehicle.id, ...inspection, manufacture_year: 2019 });

    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: clientRequestMessages.reused });
    expect((await inspectionsOf(vehicle.id)).map((row) => row.manufactureYear)).toEqual([2021]);
  });
});
