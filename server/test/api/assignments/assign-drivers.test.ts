import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Driver } from '@fleet-ops/shared';
import { activityLog, auditLog, vehicleAssignments } from '../../../src/db/schema/index.js';
import { addDriver, insertVehicle } from '../../support/fleet-fixtures.js';
import { multipartBody } from '../../support/multipart.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

// The test clock: 2026-11-18 15:00 UTC, 11:30 in St. John's.
const now = new Date('2026-11-18T15:00:00Z');

function assign(admin: TestUser, vehicleId: number, payload: Record<string, unknown>) {
  return testApp.request(admin, { method: 'POST', url: `/api/vehicles/${vehicleId}/assign_driver`, payload });
}

async function logOf(vehicleId: number) {
  return testApp.context.db
    .select({
      log: activityLog.log,
      driverName: activityLog.driverName,
      equipmentNumber: activityLog.equipmentNumber,
      assignedFrom: activityLog.assignedFrom,
      assignedTo: activityLog.assignedTo,
      note: activityLog.note,
    })
    .from(activityLog)
    .where(eq(activityLog.vehicleId, vehicleId))
    .orderBy(asc(activityLog.id));
}

async function setup(equipmentNumber: string, driverCount = 3) {
  const admin = await testApp.createUser('admin');
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  const drivers: Driver[] = [];
  for (let index = 0; index < driverCount; index += 1) {
    drivers.push(await addDriver(testApp, admin, { driver_name: `${equipmentNumber} Driver ${index + 1}` }));
  }
  return { admin, vehicle, drivers };
}

describe('POST api/vehicles/{id}/assign_driver', () => {
  it('assigns a permanent driver from now, shows them in the slot, and logs Assigned in the same transaction', async () => {
    const { admin, vehicle, drivers } = await setup('AS-1', 1);
    const response = await assign(admin, vehicle.id, {
      drivers_id: [drivers[0]!.id, 0, 0],
      note: 'Day shift',
      note_for: 'driver_1',
      assigned_from_date: null,
      assigned_to_date: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Drivers have been assigned successfully.',
      data: {
        driver_1_id: drivers[0]!.id,
        driver_1_name: 'AS-1 Driver 1',
        note_1: 'Day shift',
        assigned_from_date_1: '2026-11-18 11:30:00',
        assigned_to_date_1: null,
        driver_2_id: null,
      },
    });
    expect(await logOf(vehicle.id)).toEqual([
      {
        log: 'Assigned',
        driverName: 'AS-1 Driver 1',
        equipmentNumber: 'AS-1',
        assignedFrom: now,
        assignedTo: null,
        note: 'Day shift',
      },
    ]);
    const audits = await testApp.context.db.select().from(auditLog).where(eq(auditLog.entity, 'vehicle_assignment'));
    expect(audits.map((entry) => entry.action)).toContain('create');
  });

  it('reads drivers_id as JSON text in form data; unchanged slots stay as they are', async () => {
    const { admin, vehicle, drivers } = await setup('AS-2');
    await assign(admin, vehicle.id, { drivers_id: [drivers[0]!.id, 0, 0], note: 'first', note_for: 'driver_1' });
    const response = await testApp.request(admin, {
      method: 'POST',
      url: `/api/vehicles/${vehicle.id}/assign_driver`,
      ...multipartBody({
        drivers_id: JSON.stringify([drivers[0]!.id, drivers[1]!.id, 0]),
        note: 'Night shift',
        note_for: 'driver_2',
        assigned_from_date: 'null',
        assigned_to_date: 'null',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      driver_1_id: drivers[0]!.id,
      note_1: 'first',
      driver_2_id: drivers[1]!.id,
      note_2: 'Night shift',
    });
    expect((await logOf(vehicle.id)).map((entry) => [entry.log, entry.driverName])).toEqual([
      ['Assigned', 'AS-2 Driver 1'],
      ['Assigned', 'AS-2 Driver 2'],
    ]);
  });

  it('replaces a driver (Replaced, then Assigned) and removes one with 0 (Unassigned); a note alone is not logged', async () => {
    const { admin, vehicle, drivers } = await setup('AS-3');
    const [one, two, three] = drivers as [Driver, Driver, Driver];
    await assign(admin, vehicle.id, { drivers_id: [one.id, two.id, 0], note: 'start', note_for: 'driver_1' });
    const replaced = await assign(admin, vehicle.id, {
      drivers_id: [three.id, 0, 0],
      note: 'Takes over',
      note_for: 'driver_1',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ driver_1_id: three.id, note_1: 'Takes over', driver_2_id: null });
    const note = await assign(admin, vehicle.id, {
      drivers_id: [three.id, 0, 0],
      note: 'New note',
      note_for: 'driver_1',
    });
    expect(note.json().data).toMatchObject({ driver_1_id: three.id, note_1: 'New note' });

    const log = await logOf(vehicle.id);
    expect(log.map((entry) => [entry.log, entry.driverName])).toEqual([
      ['Assigned', 'AS-3 Driver 1'],
      ['Assigned', 'AS-3 Driver 2'],
      ['Replaced', 'AS-3 Driver 1'],
      ['Assigned', 'AS-3 Driver 3'],
      ['Unassigned', 'AS-3 Driver 2'],
    ]);
    expect(log[2]).toMatchObject({ assignedFrom: now, assignedTo: now });
    const rows = await testApp.context.db
      .select()
      .from(vehicleAssignments)
      .where(eq(vehicleAssignments.vehicleId, vehicle.id))
      .orderBy(asc(vehicleAssignments.id));
    expect(rows.map((row) => [row.driverId, row.endedAt])).toEqual([
      [one.id, now],
      [two.id, now],
      [three.id, null],
    ]);
  });

  it('adds a temporary driver who runs over the permanent one and hands the slot back after', async () => {
    const { admin, vehicle, drivers } = await setup('AS-4', 2);
    const [permanent, stand] = drivers as [Driver, Driver];
    await assign(admin, vehicle.id, { drivers_id: [permanent.id, 0, 0], note: 'regular', note_for: 'driver_1' });
    const temporary = await assign(admin, vehicle.id, {
      drivers_id: [stand.id, 0, 0],
      note: 'Covering vacation',
      note_for: 'driver_1',
      assigned_from_date: '2026-11-18 12:00:00',
      assigned_to_date: '2026-11-20 17:00:00',
    });
    expect(temporary.statusCode).toBe(200);
    expect(temporary.json().data.driver_1_id).toBe(permanent.id);
    const log = await logOf(vehicle.id);
    expect(log.at(-1)).toMatchObject({
      log: 'Temporary',
      driverName: 'AS-4 Driver 2',
      assignedFrom: new Date('2026-11-18T15:30:00Z'),
      assignedTo: new Date('2026-11-20T20:30:00Z'),
      note: 'Covering vacation',
    });

    testApp.setNow('2026-11-19T12:00:00Z');
    const during = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${vehicle.id}` });
    expect(during.json().data).toMatchObject({
      driver_1_id: stand.id,
      note_1: 'Covering vacation',
      assigned_to_date_1: '2026-11-20 17:00:00',
    });
    testApp.setNow('2026-11-21T12:00:00Z');
    const after = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${vehicle.id}` });
    expect(after.json().data).toMatchObject({ driver_1_id: permanent.id, note_1: 'regular' });
    testApp.setNow(now);
  });

  it("refuses the same driver in two slots with 'Drivers can't be same'", async () => {
    const { admin, vehicle, drivers } = await setup('AS-5', 1);
    const response = await assign(admin, vehicle.id, {
      drivers_id: [drivers[0]!.id, drivers[0]!.id, 0],
      note: 'x',
      note_for: 'driver_1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Drivers can't be same",
      errors: { drivers_id: ["Drivers can't be same"] },
    });
  });

  it('refuses a start in the past for a new driver, but not when the slot keeps its driver', async () => {
    const { admin, vehicle, drivers } = await setup('AS-6', 2);
    const past = await assign(admin, vehicle.id, {
      drivers_id: [drivers[0]!.id, 0, 0],
      note: 'x',
      note_for: 'driver_1',
      assigned_from_date: '2026-11-18 11:00:00',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({
      message: 'Past datetime cannot be provided as start datetime.',
      errors: { assigned_from_date: ['Past datetime cannot be provided as start datetime.'] },
    });
    // A start picked "now" in the form is still accepted seconds later: the check is per minute.
    const thisMinute = await assign(admin, vehicle.id, {
      drivers_id: [drivers[0]!.id, 0, 0],
      note: 'x',
      note_for: 'driver_1',
      assigned_from_date: '2026-11-18 11:30:00',
    });
    expect(thisMinute.statusCode).toBe(200);
    const kept = await assign(admin, vehicle.id, {
      drivers_id: [drivers[0]!.id, 0, 0],
      note: 'edited',
      note_for: 'driver_1',
      assigned_from_date: '2026-11-01 08:00:00',
    });
    expect(kept.statusCode).toBe(200);
  });

  it('rolls back every slot when one change is refused', async () => {
    const { admin, vehicle, drivers } = await setup('AS-7', 2);
    const response = await assign(admin, vehicle.id, {
      drivers_id: [drivers[0]!.id, drivers[1]!.id, 0],
      note: 'x',
      note_for: 'driver_2',
      assigned_from_date: '2026-11-17 09:00:00',
    });
    expect(response.statusCode).toBe(422);
    expect(await logOf(vehicle.id)).toEqual([]);
    expect(
      await testApp.context.db.select().from(vehicleAssignments).where(eq(vehicleAssignments.vehicleId, vehicle.id)),
    ).toEqual([]);
  });

  it('refuses disabled, archived and unknown drivers', async () => {
    const { admin, vehicle, drivers } = await setup('AS-8', 2);
    await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${drivers[0]!.id}/enabled` });
    await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${drivers[1]!.id}/archived` });
    const disabled = await assign(admin, vehicle.id, {
      drivers_id: [drivers[0]!.id, 0, 0],
      note: 'x',
      note_for: 'driver_1',
    });
    expect(disabled.json()).toEqual({
      message: 'This driver is disabled and cannot be assigned.',
      errors: { drivers_id: ['This driver is disabled and cannot be assigned.'] },
    });
    const archived = await assign(admin, vehicle.id, {
      drivers_id: [drivers[1]!.id, 0, 0],
      note: 'x',
      note_for: 'driver_1',
    });
    expect(archived.json().message).toBe('This driver is archived and cannot be assigned.');
    const unknown = await assign(admin, vehicle.id, { drivers_id: [987654, 0, 0], note: 'x', note_for: 'driver_1' });
    expect(unknown.json().message).toBe('Choose one of the listed drivers.');
  });

  it('needs both dates for a temporary driver, an end after the start, and no overlap with another temporary', async () => {
    const { admin, vehicle, drivers } = await setup('AS-9', 2);
    const base = { drivers_id: [drivers[0]!.id, 0, 0], note: 'x', note_for: 'driver_1' };
    const noStart = await assign(admin, vehicle.id, { ...base, assigned_to_date: '2026-11-20 10:00:00' });
    expect(noStart.json().errors).toEqual({ assigned_from_date: ['Start date is required for a temporary driver.'] });
    const noEnd = await assign(admin, vehicle.id, {
      ...base,
      temporary: true,
      assigned_from_date: '2026-11-19 10:00:00',
    });
    expect(noEnd.json().errors).toEqual({ assigned_to_date: ['End date is required for a temporary driver.'] });
    const backwards = await assign(admin, vehicle.id, {
      ...base,
      assigned_from_date: '2026-11-20 10:00:00',
      assigned_to_date: '2026-11-19 10:00:00',
    });
    expect(backwards.json().errors).toEqual({ assigned_to_date: ['End date must be after the start date.'] });

    const first = await assign(admin, vehicle.id, {
      ...base,
      assigned_from_date: '2026-11-20 08:00:00',
      assigned_to_date: '2026-11-22 08:00:00',
    });
    expect(first.statusCode).toBe(200);
    const overlap = await assign(admin, vehicle.id, {
      ...base,
      drivers_id: [drivers[1]!.id, 0, 0],
      assigned_from_date: '2026-11-21 08:00:00',
      assigned_to_date: '2026-11-23 08:00:00',
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().message).toBe('Another temporary driver is assigned to this slot at that time.');
  });

  it('needs a driver, a note and a slot for the note, and answers 404 for an unknown vehicle', async () => {
    const { admin, vehicle } = await setup('AS-10', 0);
    const empty = await assign(admin, vehicle.id, { drivers_id: '[0,0,0]', note: 'x', note_for: 'driver_1' });
    expect(empty.json()).toEqual({ message: 'Driver is required', errors: { drivers_id: ['Driver is required'] } });
    const missing = await assign(admin, vehicle.id, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      drivers_id: ['Drivers are required'],
      note: ['Note is required'],
      note_for: ['Note for is required'],
    });
    const unknown = await assign(admin, 987654, { drivers_id: [0, 0, 0], note: 'x', note_for: 'driver_1' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET api/assigned_drivers/upcoming and DELETE api/vehicles/remove_driver/{id}', () => {
  it('lists assignments that have not started, removes one after confirmation (logged), and ends a running one', async () => {
    const { admin, vehicle, drivers } = await setup('UP-1', 2);
    await assign(admin, vehicle.id, { drivers_id: [drivers[0]!.id, 0, 0], note: 'now', note_for: 'driver_1' });
    await assign(admin, vehicle.id, {
      drivers_id: [drivers[0]!.id, 0, drivers[1]!.id],
      note: 'Next week',
      note_for: 'driver_3',
      assigned_from_date: '2026-11-23 07:00:00',
      assigned_to_date: '2026-11-27 19:00:00',
    });

    const upcoming = await testApp.request(admin, {
      method: 'GET',
      url: `/api/assigned_drivers/upcoming?vehicle_id=${vehicle.id}&driver_number=d3`,
    });
    expect(upcoming.statusCode).toBe(200);
    const [entry] = upcoming.json().data;
    expect(upcoming.json().total).toBe(1);
    expect(entry).toMatchObject({
      vehicle_id: vehicle.id,
      driver_number: 'd3',
      driver_name: 'UP-1 Driver 2',
      drivers: { id: drivers[1]!.id, name: 'UP-1 Driver 2' },
      assigned_from_date: '2026-11-23 07:00:00',
      assigned_to_date: '2026-11-27 19:00:00',
      note: 'Next week',
    });
    const slotOne = await testApp.request(admin, {
      method: 'GET',
      url: `/api/assigned_drivers/upcoming?vehicle_id=${vehicle.id}&driver_number=1`,
    });
    expect(slotOne.json()).toMatchObject({ data: [], total: 0 });

    const removed = await testApp.request(admin, { method: 'DELETE', url: `/api/vehicles/remove_driver/${entry.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Upcoming driver has been removed successfully.');
    const again = await testApp.request(admin, { method: 'DELETE', url: `/api/vehicles/remove_driver/${entry.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Assignment not found.' });

    const [running] = await testApp.context.db
      .select()
      .from(vehicleAssignments)
      .where(eq(vehicleAssignments.vehicleId, vehicle.id));
    const ended = await testApp.request(admin, { method: 'DELETE', url: `/api/vehicles/remove_driver/${running!.id}` });
    expect(ended.json().data.driver_1_id).toBeNull();
    const twice = await testApp.request(admin, { method: 'DELETE', url: `/api/vehicles/remove_driver/${running!.id}` });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('This assignment has already ended.');

    expect((await logOf(vehicle.id)).map((item) => [item.log, item.driverName])).toEqual([
      ['Assigned', 'UP-1 Driver 1'],
      ['Temporary', 'UP-1 Driver 2'],
      ['Removed (Future)', 'UP-1 Driver 2'],
      ['Unassigned', 'UP-1 Driver 1'],
    ]);
  });

  it('logs the drivers of a deleted vehicle as unassigned and keeps the entries with its equipment number', async () => {
    const { admin, vehicle, drivers } = await setup('UP-2', 1);
    await assign(admin, vehicle.id, { drivers_id: [drivers[0]!.id, 0, 0], note: 'x', note_for: 'driver_1' });
    await testApp.request(admin, { method: 'DELETE', url: `/api/vehicles/${vehicle.id}` });
    const entries = await testApp.context.db
      .select({ log: activityLog.log, vehicleId: activityLog.vehicleId })
      .from(activityLog)
      .where(eq(activityLog.equipmentNumber, 'UP-2'))
      .orderBy(asc(activityLog.id));
    expect(entries).toEqual([
      { log: 'Assigned', vehicleId: null },
      { log: 'Unassigned', vehicleId: null },
    ]);
  });

  it('answers 422 without a vehicle id and 404 for an unknown vehicle', async () => {
    const admin = await testApp.createUser('admin');
    const missing = await testApp.request(admin, { method: 'GET', url: '/api/assigned_drivers/upcoming' });
    expect(missing.json()).toEqual({ message: 'Vehicle is required', errors: { vehicle_id: ['Vehicle is required'] } });
    const unknown = await testApp.request(admin, {
      method: 'GET',
      url: '/api/assigned_drivers/upcoming?vehicle_id=987654',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
