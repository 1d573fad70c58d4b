import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, firstAidKits, vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { multipartBody } from '../../support/multipart.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
let admin: TestUser;
let vehicle: Awaited<ReturnType<typeof insertVehicle>>;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  vehicle = await insertVehicle(testApp, 'KIT-20');
  await testApp.context.db
    .update(vehicles)
    .set({ vehicleParentType: 'Light Duty Truck', vehicleType: 'Ford F-150' })
    .where(eq(vehicles.id, vehicle.id));
});

function form(overrides: Record<string, unknown> = {}) {
  return { vehicle_id: vehicle.id, expiry_date: '2027-03', type: 'type_2', ...overrides };
}

const add = (payload: Record<string, unknown>) =>
  testApp.request(admin, { method: 'POST', url: '/api/first_aid_kits', payload });

describe('api/first_aid_kits', () => {
  it('always takes the vehicle types from the vehicle, whatever the client sends', async () => {
    const response = await add(form({ vehicle_parent_type: 'SUV', vehicle_type: 'Golf cart' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'First aid kit has been added successfully.',
      data: {
        id: expect.any(Number),
        vehicle_id: vehicle.id,
        equipment_number: 'KIT-20',
        vehicle_parent_type: 'Light Duty Truck',
        vehicle_type: 'Ford F-150',
        expiry_date: '2027-03',
        type: 'type_2',
        expiry_status: 'ok',
      },
    });
    const [stored] = await testApp.context.db
      .select()
      .from(firstAidKits)
      .where(eq(firstAidKits.id, response.json().data.id));
    expect(stored).toMatchObject({ vehicleId: vehicle.id, expiryMonth: '2027-03-01', type: 'type_2' });
    const list = await testApp.request(admin, { method: 'GET', url: '/api/first_aid_kits' });
    expect(list.json().data.find((kit: { id: number }) => kit.id === response.json().data.id)).toMatchObject({
      vehicle_parent_type: 'Light Duty Truck',
      vehicle_type: 'Ford F-150',
    });
  });

  it('names the missing fields and refuses an unknown type, month or vehicle', async () => {
    const empty = await add({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      vehicle_id: ['Equipment Number is required'],
      expiry_date: ['Expiry date is required'],
      type: ['Type is required'],
    });
    const bad = await add(form({ type: 'type_3', expiry_date: '2027-00' }));
    expect(bad.json().errors).toEqual({
      expiry_date: ['Enter the expiry month as YYYY-MM.'],
      type: ['Type must be Type 1 or Type 2.'],
    });
    const unknown = await add(form({ vehicle_id: 999_999 }));
    expect(unknown.json().errors).toEqual({ vehicle_id: ['Choose one of the listed vehicles.'] });
  });

  it('lists every kit as an array, soonest expiry first, red this month or earlier and orange next month', async () => {
    await testApp.context.db.delete(firstAidKits);
    // 2026-12-01 02:00 UTC is still 2026-11-30 in St. John's: November is this month.
    testApp.setNow('2026-12-01T02:00:00Z');
    for (const month of ['2027-01', '2026-12', '2026-11', '2026-10']) await add(form({ expiry_date: month }));
    const response = await testApp.request(admin, { method: 'GET', url: '/api/first_aid_kits' });
    expect(Array.isArray(response.json().data)).toBe(true);
    expect(
      response
        .json()
        .data.map((kit: { expiry_date: string; expiry_status: string }) => [kit.expiry_date, kit.expiry_status]),
    ).toEqual([
      ['2026-10', 'expired'],
      ['2026-11', 'expired'],
      ['2026-12', 'expiring'],
      ['2027-01', 'ok'],
    ]);
    testApp.setNow('2026-11-18T15:00:00Z');
  });

  it('edits (as PUT or POST with _method=PUT) and deletes with messages, and audits each write', async () => {
    const id = (await add(form({ expiry_date: '2027-06-01' }))).json().data.id;
    const edited = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/first_aid_kits/${id}`,
      payload: form({ type: 'type_1', expiry_date: '2027-08' }),
    });
    expect(edited.json()).toMatchObject({
      message: 'First aid kit has been updated successfully.',
      data: { id, type: 'type_1', expiry_date: '2027-08' },
    });
    const overridden = await testApp.request(admin, {
      method: 'POST',
      url: `/api/first_aid_kits/${id}`,
      ...multipartBody({ vehicle_id: String(vehicle.id), expiry_date: '2027-09', type: 'type_2', _method: 'PUT' }),
    });
    expect(overridden.json().data).toMatchObject({ type: 'type_2', expiry_date: '2027-09' });
    const deleted = await testApp.request(admin, { method: 'DELETE', url: `/api/first_aid_kits/${id}` });
    expect(deleted.json()).toEqual({ message: 'First aid kit has been deleted successfully.' });
    const missing = await testApp.request(admin, { method: 'DELETE', url: `/api/first_aid_kits/${id}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('First aid kit not found.');
    const entries = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'first_aid_kit'), eq(auditLog.entityId, String(id))))
      // In the order written: without it the database may answer them in any order.
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it('is for admins only', async () => {
    const id = (await add(form())).json().data.id;
    const calls = [
      { method: 'GET', url: '/api/first_aid_kits' },
      { method: 'GET', url: `/api/first_aid_kits/${id}` },
      { method: 'POST', url: '/api/first_aid_kits', payload: form() },
      { method: 'PUT', url: `/api/first_aid_kits/${id}`, payload: form() },
      { method: 'DELETE', url: `/api/first_aid_kits/${id}` },
    ] as const;
    for (const role of ['driver', 'supervisor'] as const) {
      const user = await testApp.createUser(role);
      for (const call of calls) expect((await testApp.request(user, call)).statusCode).toBe(403);
    }
    for (const call of calls) expect((await testApp.request(undefined, call)).statusCode).toBe(401);
    expect((await testApp.request(admin, { method: 'GET', url: `/api/first_aid_kits/${id}` })).statusCode).toBe(200);
  });
});
