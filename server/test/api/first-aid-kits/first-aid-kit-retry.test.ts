import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientRequestMessages, safetyMessages } from '@fleet-ops/shared';
import { auditLog, firstAidKits } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { storedKeys } from '../../support/idempotency.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
const key = '8b6e4f2a-3c1d-4a5b-9e7f-1a2b3c4d5e6f';

function send(user: TestUser, payload: Record<string, unknown>) {
  return testApp.request(user, {
    method: 'POST',
    url: '/api/first_aid_kits',
    headers: { 'idempotency-key': key },
    payload,
  });
}

function kitsOf(vehicleId: number) {
  return testApp.context.db.select().from(firstAidKits).where(eq(firstAidKits.vehicleId, vehicleId));
}

describe('POST api/first_aid_kits sent again with its Idempotency-Key', () => {
  it('stores one kit when the same create is sent twice with one key, and answers the first again with 200', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const kit = { vehicle_id: vehicle.id, expiry_date: '2027-03', type: 'type_2' };

    const first = await send(admin, kit);
    const again = await send(admin, kit);

    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(again.json().message).toBe(safetyMessages.kitCreated);
    const stored = await kitsOf(vehicle.id);
    expect(stored.map((row) => row.id)).toEqual([first.json().data.id]);
    const audits = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'first_aid_kit'));
    expect(audits.filter((row) => row.entityId === String(stored[0]!.id))).toHaveLength(1);
    expect(await storedKeys(testApp, admin.id)).toEqual([
      { key, scope: 'POST /api/first_aid_kits', resourceId: stored[0]!.id },
    ]);
  });

  it('answers 409 for the same key with another kit, and stores nothing more', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    expect((await send(admin, { vehicle_id: vehicle.id, expiry_date: '2027-03', type: 'type_2' })).statusCode).toBe(
      201,
    );

    const changed = await send(admin, { vehicle_id: vehicle.id, expiry_date: '2028-01', type: 'type_2' });

    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: clientRequestMessages.reused });
    expect(await kitsOf(vehicle.id)).toHaveLength(1);
  });
});
