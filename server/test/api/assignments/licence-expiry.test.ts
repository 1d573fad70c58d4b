import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, auditLog, vehicleAssignments } from '../../../src/db/schema/index.js';
import { addDriver, insertVehicle } from '../../support/fleet-fixtures.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

// The test clock: 2026-11-18 15:00 UTC, 11:30 in St. John's, so today is 2026-11-18.

describe('POST api/vehicles/{id}/assign_driver and an expired licence', () => {
  it('refuses a driver whose licence expired, naming the expiry date, and changes nothing', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'LX-1');
    const expired = await addDriver(testApp, admin, { driver_name: 'Lou Expired', expiry_date: '2026-10-01' });
    const auditBefore = (await testApp.context.db.select().from(auditLog)).length;

    const response = await testApp.request(admin, {
      method: 'POST',
      url: `/api/vehicles/${vehicle.id}/assign_driver`,
      payload: { drivers_id: [expired.id, 0, 0], note: 'Day shift', note_for: 'driver_1' },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Lou Expired cannot be assigned: their licence expired on 2026-10-01.',
      errors: { drivers_id: ['Lou Expired cannot be assigned: their licence expired on 2026-10-01.'] },
    });
    const db = testApp.context.db;
    expect(await db.select().from(vehicleAssignments).where(eq(vehicleAssignments.vehicleId, vehicle.id))).toEqual([]);
    expect(await db.select().from(activityLog).where(eq(activityLog.vehicleId, vehicle.id))).toEqual([]);
    expect(await db.select().from(auditLog)).toHaveLength(auditBefore);
  });

  it('counts a licence expiring today as expired, as the drivers list colours it, and accepts one valid tomorrow', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'LX-2');
    const today = await addDriver(testApp, admin, { driver_name: 'Tia Today', expiry_date: '2026-11-18' });
    const tomorrow = await addDriver(testApp, admin, { driver_name: 'Tom Tomorrow', expiry_date: '2026-11-19' });
    const assign = (driverId: number) =>
      testApp.request(admin, {
        method: 'POST',
        url: `/api/vehicles/${vehicle.id}/assign_driver`,
        payload: { drivers_id: [driverId, 0, 0], note: 'x', note_for: 'driver_1' },
      });

    const refused = await assign(today.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      drivers_id: ['Tia Today cannot be assigned: their licence expired on 2026-11-18.'],
    });
    const accepted = await assign(tomorrow.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ driver_1_id: tomorrow.id, driver_1_name: 'Tom Tomorrow' });
  });

  it('keeps a driver whose licence expired in their slot while another slot changes', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'LX-3');
    const first = await addDriver(testApp, admin, { driver_name: 'Fay First', expiry_date: '2026-11-25' });
    const second = await addDriver(testApp, admin, { driver_name: 'Sid Second' });
    const assign = (driversId: number[], noteFor: string) =>
      testApp.request(admin, {
        method: 'POST',
        url: `/api/vehicles/${vehicle.id}/assign_driver`,
        payload: { drivers_id: driversId, note: 'x', note_for: noteFor },
      });
    expect((await assign([first.id, 0, 0], 'driver_1')).statusCode).toBe(200);

    // A week later Fay's licence has run out: she stays in slot 1, only new assignments are refused.
    testApp.setNow('2026-11-25T15:00:00Z');
    const response = await assign([first.id, second.id, 0], 'driver_2');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ driver_1_id: first.id, driver_2_id: second.id });
    testApp.setNow('2026-11-18T15:00:00Z');
  });
});

describe('GET api/drivers/data/with-status', () => {
  it("gives each driver's licence expiry and its status today, keeping the spec's fields", async () => {
    const admin = await testApp.createUser('admin');
    const expired = await addDriver(testApp, admin, { driver_name: 'Opt Expired', expiry_date: '2026-10-01' });
    const expiring = await addDriver(testApp, admin, { driver_name: 'Opt Expiring', expiry_date: '2026-12-10' });
    const valid = await addDriver(testApp, admin, { driver_name: 'Opt Valid', expiry_date: '2027-06-30' });

    const response = await testApp.request(admin, { method: 'GET', url: '/api/drivers/data/with-status' });
    const rows = response.json().data as { id: number }[];
    const find = (id: number) => rows.find((row) => row.id === id);
    expect(find(expired.id)).toEqual({
      id: expired.id,
      name: 'Opt Expired',
      license_no: expired.license_no,
      enabled: true,
      expiry_date: '2026-10-01',
      expiry_status: 'expired',
    });
    expect(find(expiring.id)).toMatchObject({ expiry_date: '2026-12-10', expiry_status: 'expiring' });
    expect(find(valid.id)).toMatchObject({ expiry_date: '2027-06-30', expiry_status: 'ok' });
  });
});
