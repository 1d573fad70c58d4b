import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, auditLog, drivers, users, vehicleAssignments } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { addDriver, insertAssignment, insertVehicle, signIn, signInAsDriver } from '../../support/fleet-fixtures.js';

const testApp = useTestApp();

const driverSession = (email: string, userId: number) => signInAsDriver(testApp, email, userId);

const disabledMessage = 'Your account is disabled. Please contact your administrator.';

describe('POST api/drivers/status/{id}/enabled', () => {
  it('disables a driver: signed out at once, and sign-in says the account is disabled; enabling lets them back', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, { driver_email: 'toggled@fleet.test' });
    const session = await driverSession('toggled@fleet.test', created.user_id);

    const disable = await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${created.id}/enabled` });
    expect(disable.statusCode).toBe(200);
    expect(disable.json()).toMatchObject({ message: 'Driver has been disabled.', data: { enabled: false } });
    expect((await testApp.request(session, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const refused = await signIn(testApp, 'toggled@fleet.test', 'driver password');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: disabledMessage });

    const enable = await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${created.id}/enabled` });
    expect(enable.json()).toMatchObject({ message: 'Driver has been enabled.', data: { enabled: true } });
    expect((await signIn(testApp, 'toggled@fleet.test', 'driver password')).statusCode).toBe(200);
    const actions = await testApp.context.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'driver'), eq(auditLog.entityId, String(created.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual(['create', 'disable', 'enable']);
  });

  it('answers 422 for a mode other than enabled or archived, and 404 for an unknown driver', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin);
    const badMode = await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${created.id}/deleted` });
    expect(badMode.statusCode).toBe(422);
    expect(badMode.json()).toEqual({
      message: 'Mode must be enabled or archived.',
      errors: { mode: ['Mode must be enabled or archived.'] },
    });
    const unknown = await testApp.request(admin, { method: 'POST', url: '/api/drivers/status/987654/archived' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Driver not found.' });
  });
});

describe('POST api/drivers/status/{id}/archived', () => {
  it('ends current assignments, removes future ones, logs each, and signs the driver out on the next call', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, { driver_name: 'Archie Ved', driver_email: 'archie@fleet.test' });
    const other = await addDriver(testApp, admin, { driver_name: 'Stays On' });
    const session = await driverSession('archie@fleet.test', created.user_id);
    const [truck, pickup, loader, old] = await Promise.all(
      ['A-1', 'A-2', 'A-3', 'A-4'].map((n) => insertVehicle(testApp, n)),
    );
    const permanent = await insertAssignment(testApp, {
      vehicleId: truck!.id,
      driverId: created.id,
      from: '2026-10-01T12:00:00Z',
      note: 'day shift',
    });
    const temporary = await insertAssignment(testApp, {
      vehicleId: pickup!.id,
      driverId: created.id,
      slot: 2,
      from: '2026-11-17T12:00:00Z',
      to: '2026-11-25T12:00:00Z',
    });
    const future = await insertAssignment(testApp, {
      vehicleId: loader!.id,
      driverId: created.id,
      slot: 3,
      from: '2026-12-01T12:00:00Z',
    });
    const past = await insertAssignment(testApp, {
      vehicleId: old!.id,
      driverId: created.id,
      from: '2026-09-01T12:00:00Z',
      to: '2026-09-30T12:00:00Z',
    });
    const colleague = await insertAssignment(testApp, {
      vehicleId: truck!.id,
      driverId: other.id,
      slot: 2,
      from: '2026-10-01T12:00:00Z',
    });

    const response = await testApp.request(admin, {
      method: 'POST',
      url: `/api/drivers/status/${created.id}/archived`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Driver has been archived (2 current assignments ended, 1 future assignment removed).',
      data: { archived: true, enabled: true, assigned_vehicle_id: null },
    });

    const now = new Date('2026-11-18T15:00:00Z');
    const rows = await testApp.context.db.select().from(vehicleAssignments).orderBy(asc(vehicleAssignments.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(permanent.id)).toMatchObject({ assignedTo: now, endedAt: now });
    expect(byId.get(temporary.id)).toMatchObject({ assignedTo: now, endedAt: now });
    expect(byId.has(future.id)).toBe(false);
    expect(byId.get(past.id)).toEqual(past);
    expect(byId.get(colleague.id)).toEqual(colleague);

    const log = await testApp.context.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.driverId, created.id))
      .orderBy(asc(activityLog.equipmentNumber));
    expect(log).toMatchObject([
      {
        equipmentNumber: 'A-1',
        driverName: 'Archie Ved',
        log: 'Unassigned',
        actionDate: now,
        assignedFrom: new Date('2026-10-01T12:00:00Z'),
        assignedTo: now,
        note: 'day shift',
        actorId: admin.id,
      },
      { equipmentNumber: 'A-2', log: 'Unassigned', assignedFrom: new Date('2026-11-17T12:00:00Z'), assignedTo: now },
      {
        equipmentNumber: 'A-3',
        log: 'Removed (Future)',
        assignedFrom: new Date('2026-12-01T12:00:00Z'),
        assignedTo: null,
      },
    ]);

    const next = await testApp.request(session, { method: 'GET', url: '/api/drivers/assigned_vehicles' });
    expect(next.statusCode).toBe(401);
    const login = await signIn(testApp, 'archie@fleet.test', 'driver password');
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: disabledMessage });
  });

  it('changes nothing when a step of the archive fails: one transaction', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, { driver_email: 'rollback@fleet.test' });
    const session = await driverSession('rollback@fleet.test', created.user_id);
    const vehicle = await insertVehicle(testApp);
    const assignment = await insertAssignment(testApp, {
      vehicleId: vehicle.id,
      driverId: created.id,
      from: '2026-11-01T12:00:00Z',
    });
    const db = testApp.context.db;
    await db.execute(sql`create function refuse_activity() returns trigger language plpgsql as $$
      begin raise exception 'activity log is read-only in this test'; end $$`);
    await db.execute(sql`create trigger refuse_activity before insert on activity_log
      for each row execute function refuse_activity()`);
    try {
      const response = await testApp.request(admin, {
        method: 'POST',
        url: `/api/drivers/status/${created.id}/archived`,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    } finally {
      await db.execute(sql`drop trigger refuse_activity on activity_log`);
      await db.execute(sql`drop function refuse_activity()`);
    }
    const [stored] = await db.select().from(drivers).where(eq(drivers.id, created.id));
    expect(stored).toMatchObject({ archived: false, enabled: true });
    const [user] = await db.select().from(users).where(eq(users.id, created.user_id));
    expect(user?.enabled).toBe(true);
    expect(await db.select().from(vehicleAssignments).where(eq(vehicleAssignments.id, assignment.id))).toEqual([
      assignment,
    ]);
    expect((await testApp.request(session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it('unarchives with a message, lets the driver sign in again, and logs nothing for a driver with no vehicles', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, { driver_email: 'back@fleet.test' });
    const archive = await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${created.id}/archived` });
    expect(archive.json().message).toBe('Driver has been archived.');
    const unarchive = await testApp.request(admin, {
      method: 'POST',
      url: `/api/drivers/status/${created.id}/archived`,
    });
    expect(unarchive.json()).toMatchObject({ message: 'Driver has been unarchived.', data: { archived: false } });
    expect((await signIn(testApp, 'back@fleet.test', 'driver password')).statusCode).toBe(200);
    expect(await testApp.context.db.select().from(activityLog).where(eq(activityLog.driverId, created.id))).toEqual([]);
  });

  it('keeps a disabled driver unable to sign in after unarchiving', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, { driver_email: 'both@fleet.test' });
    for (const mode of ['enabled', 'archived', 'archived']) {
      await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${created.id}/${mode}` });
    }
    const login = await signIn(testApp, 'both@fleet.test', 'driver password');
    expect(login.statusCode).toBe(403);
  });
});
