import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLogTexts, disposalMessages, vehicleMessages } from '@fleet-ops/shared';
import { activityLog, auditLog, vehicleAssignments, vehicles } from '../../../src/db/schema/index.js';
import { addDriver, insertAssignment, insertVehicle } from '../../support/fleet-fixtures.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { openWorkOrder } from '../work-orders/work-order-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
const today = '2026-11-18T15:00:00Z';

const dispose = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  testApp.request(user, { method: 'POST', url: `/api/vehicles/${id}/dispose`, payload });
const removeVehicle = (user: TestUser, id: number) =>
  testApp.request(user, { method: 'DELETE', url: `/api/vehicles/${id}` });
const listed = async (user: TestUser, type: string, search: string) => {
  const response = await testApp.request(user, { method: 'GET', url: `/api/vehicles/${type}?search=${search}` });
  return (response.json().data as { equipment_number: string }[]).map((row) => row.equipment_number);
};

describe('a vehicle whose records are kept', () => {
  it('cannot be deleted: the 409 says why and until when, and to dispose of it instead', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const { vehicle } = await openWorkOrder(testApp, admin, { body: { opened_on: '2026-08-18' } });

    const refused = await removeVehicle(admin, vehicle.id);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        "This vehicle's records are kept until 2028-08-18 (maintenance records: 2 years): dispose of the vehicle instead.",
    });
    expect(await testApp.context.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id))).toHaveLength(1);
  });

  it('is disposed of: hidden, disabled, only in the Disposed list, audited, with its date and reason', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const { vehicle } = await openWorkOrder(testApp, admin, { vehicle: await insertVehicle(testApp, 'DISPOSE-1') });

    const response = await dispose(admin, vehicle.id, { date: '2026-11-15', reason: 'Sold at auction' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: disposalMessages.disposed,
      data: {
        id: vehicle.id,
        disposed_on: '2026-11-15',
        disposal_reason: 'Sold at auction',
        status: 'hidden',
        enabled: false,
      },
    });
    expect(await listed(admin, 'all_vehicles', 'DISPOSE-1')).toEqual([]);
    expect(await listed(admin, 'hidden', 'DISPOSE-1')).toEqual([]);
    expect(await listed(admin, 'disabled', 'DISPOSE-1')).toEqual([]);
    expect(await listed(admin, 'disposed', 'DISPOSE-1')).toEqual(['DISPOSE-1']);
    const audits = await testApp.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(vehicle.id)));
    expect(audits.map((entry) => `${entry.entity}:${entry.action}`)).toContain('vehicle:dispose');

    const again = await dispose(admin, vehicle.id, { date: '2026-11-16', reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: disposalMessages.alreadyDisposed });
    const shown = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/status/${vehicle.id}`,
      payload: { name: 'status' },
    });
    expect(shown.statusCode).toBe(409);
    expect(shown.json()).toEqual({ message: disposalMessages.disposedLocked });
  });

  it('ends its running assignments and removes its upcoming ones in the disposal, each logged and audited', async () => {
    testApp.setNow(today);
    const now = new Date(today);
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'DISPOSE-2');
    const [first, second] = [await addDriver(testApp, admin), await addDriver(testApp, admin)];
    const running = await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: first.id, from: '2026-10-01' });
    const upcoming = await insertAssignment(testApp, {
      vehicleId: vehicle.id,
      driverId: second.id,
      slot: 2,
      from: '2026-12-01T12:00:00Z',
    });

    const response = await dispose(admin, vehicle.id, { date: '2026-11-15', reason: 'Sold at auction' });

    expect(response.statusCode).toBe(200);
    const left = await testApp.context.db
      .select()
      .from(vehicleAssignments)
      .where(eq(vehicleAssignments.vehicleId, vehicle.id));
    expect(left).toEqual([{ ...running, assignedTo: now, endedAt: now }]);
    expect(left.some((row) => row.id === upcoming.id)).toBe(false);
    const log = await testApp.context.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.vehicleId, vehicle.id))
      .orderBy(asc(activityLog.driverName));
    expect(log.map((entry) => [entry.driverName, entry.log, entry.actionDate])).toEqual([
      [first.name, activityLogTexts.unassigned, now],
      [second.name, activityLogTexts.removedFuture, now],
    ]);
    const [disposal] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispose'), eq(auditLog.entityId, String(vehicle.id))));
    expect(disposal?.changes).toMatchObject({
      assignments_ended: { before: null, after: 1 },
      assignments_removed: { before: null, after: 1 },
    });
  });

  it('keeps a disposed vehicle 12 months after its disposal, then lets it be deleted', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const { vehicle } = await openWorkOrder(testApp, admin, { body: { opened_on: '2026-11-02' } });
    expect((await dispose(admin, vehicle.id, { date: '2026-11-18', reason: 'Written off' })).statusCode).toBe(200);

    testApp.setNow('2027-11-17T15:00:00Z');
    const refused = await removeVehicle(await testApp.createUser('admin'), vehicle.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'This vehicle was disposed of on 2026-11-18: its records are kept until 2027-11-18 (12 months after disposal).',
    });

    testApp.setNow('2027-11-18T15:00:00Z');
    const deleted = await removeVehicle(await testApp.createUser('admin'), vehicle.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: vehicleMessages.deleted });
    testApp.setNow(today);
  });

  it('refuses a disposal date in the future or a missing reason with field messages', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const future = await dispose(admin, vehicle.id, { date: '2026-11-19', reason: 'Sold' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ date: [disposalMessages.dateInFuture] });
    const blank = await dispose(admin, vehicle.id, { date: 'soon', reason: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      date: [disposalMessages.dateRequired],
      reason: [disposalMessages.reasonRequired],
    });
    expect((await dispose(admin, 999_999, { date: '2026-11-18', reason: 'Sold' })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const supervisor = await testApp.createUser('supervisor');
    const vehicle = await insertVehicle(testApp);
    const refused = await dispose(supervisor, vehicle.id, { date: '2026-11-18', reason: 'Sold' });
    expect(refused.statusCode).toBe(403);
  });
});
