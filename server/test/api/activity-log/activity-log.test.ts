import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ActivityLogEntry } from '@fleet-ops/shared';
import { activityLog } from '../../../src/db/schema/index.js';
import { addDriver, csvDownload, insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';

const testApp = useTestApp();

describe('GET api/assigned_drivers', () => {
  it('lists the entries written by assignments, with dates in the business timezone and who made them', async () => {
    const admin = await testApp.createUser('admin', { firstName: 'Olive', lastName: 'Office' });
    const vehicle = await insertVehicle(testApp, 'LG-1');
    const driver = await addDriver(testApp, admin, { driver_name: 'Logan Entry' });
    await testApp.request(admin, {
      method: 'POST',
      url: `/api/vehicles/${vehicle.id}/assign_driver`,
      payload: { drivers_id: [driver.id, 0, 0], note: 'Day shift', note_for: 'driver_1' },
    });
    const response = await testApp.request(admin, {
      method: 'GET',
      url: `/api/assigned_drivers?start_date=2026-11-18&driver_id=${driver.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(response.json().data).toEqual([
      {
        id: expect.any(Number),
        vehicle_id: vehicle.id,
        equipment_number: 'LG-1',
        action_date: '2026-11-18 11:30:00',
        driver_id: driver.id,
        driver_name: 'Logan Entry',
        log: 'Assigned',
        assigned_from_date: '2026-11-18 11:30:00',
        assigned_to_date: null,
        note: 'Day shift',
        actor_name: 'Olive Office',
      },
    ]);
  });

  it('stores who made each change on every entry an assignment, a removal or an archive writes', async () => {
    const admin = await testApp.createUser('admin', { firstName: 'Ana', lastName: 'Actor' });
    const other = await testApp.createUser('admin', { firstName: 'Ben', lastName: 'Other' });
    const vehicle = await insertVehicle(testApp, 'LG-ACT');
    const driver = await addDriver(testApp, admin, { driver_name: 'Acting Driver' });
    const later = await addDriver(testApp, admin, { driver_name: 'Later Driver' });
    await testApp.request(admin, {
      method: 'POST',
      url: `/api/vehicles/${vehicle.id}/assign_driver`,
      payload: { drivers_id: [driver.id, 0, 0], note: 'x', note_for: 'driver_1' },
    });
    const upcoming = await testApp.request(other, {
      method: 'POST',
      url: `/api/vehicles/${vehicle.id}/assign_driver`,
      payload: {
        drivers_id: [driver.id, later.id, 0],
        note: 'Next week',
        note_for: 'driver_2',
        assigned_from_date: '2026-11-25 08:00:00',
      },
    });
    expect(upcoming.statusCode, upcoming.body).toBe(200);
    await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${later.id}/archived` });
    await testApp.request(other, { method: 'POST', url: `/api/drivers/status/${driver.id}/archived` });

    const rows = await testApp.context.db
      .select({
        log: activityLog.log,
        driverName: activityLog.driverName,
        actorId: activityLog.actorId,
        actorName: activityLog.actorName,
      })
      .from(activityLog)
      .where(eq(activityLog.vehicleId, vehicle.id))
      .orderBy(asc(activityLog.id));
    expect(rows).toEqual([
      { log: 'Assigned', driverName: 'Acting Driver', actorId: admin.id, actorName: 'Ana Actor' },
      { log: 'Assigned', driverName: 'Later Driver', actorId: other.id, actorName: 'Ben Other' },
      { log: 'Removed (Future)', driverName: 'Later Driver', actorId: admin.id, actorName: 'Ana Actor' },
      { log: 'Unassigned', driverName: 'Acting Driver', actorId: other.id, actorName: 'Ben Other' },
    ]);

    // The CSV export holds the same entries as the list, with a By column.
    const csv = csvDownload(
      await testApp.request(admin, {
        method: 'GET',
        url: '/api/assigned_drivers/abc123/export?start_date=2026-11-18&search=LG-ACT&sort=action_date&sortDir=desc',
      }),
      'vehicle-logs-2026-11-18.csv',
    );
    expect(csv[0]).toEqual([
      'Equipment Number',
      'Action Date',
      'Driver',
      'Log',
      'Assigned From',
      'Assigned To',
      'Note',
      'By',
    ]);
    // Newest first; entries of the same moment, the last written first (as the list).
    expect(csv.slice(1).map((row) => [row[2], row[3], row[7]])).toEqual([
      ['Acting Driver', 'Unassigned', 'Ben Other'],
      ['Later Driver', 'Removed (Future)', 'Ana Actor'],
      ['Later Driver', 'Assigned', 'Ben Other'],
      ['Acting Driver', 'Assigned', 'Ana Actor'],
    ]);
  });

  it('keeps to the week (Sunday to Saturday, business timezone) holding start_date, filters by driver, searches and sorts', async () => {
    const admin = await testApp.createUser('admin');
    const first = await addDriver(testApp, admin, { driver_name: 'Week Alpha' });
    const second = await addDriver(testApp, admin, { driver_name: 'Week Beta' });
    const entry = (equipmentNumber: string, driver: { id: number; name: string }, at: string, log = 'Assigned') => ({
      equipmentNumber,
      driverId: driver.id,
      driverName: driver.name,
      actionDate: new Date(at),
      log,
      note: `note ${equipmentNumber}`,
    });
    await testApp.context.db.insert(activityLog).values([
      // Saturday 2026-11-07 23:00 in St. John's: the week before.
      entry('WK-0', first, '2026-11-08T02:30:00Z'),
      // Sunday 2026-11-08 00:00 in St. John's: the first moment of the week.
      entry('WK-1', first, '2026-11-08T03:30:00Z'),
      entry('WK-2', second, '2026-11-10T12:00:00Z', 'Temporary'),
      entry('WK-3', first, '2026-11-14T12:00:00Z', 'Unassigned'),
      // Sunday 2026-11-15 00:00 in St. John's: the next week.
      entry('WK-4', first, '2026-11-15T03:30:00Z'),
    ]);
    const get = async (query: string) => {
      const response = await testApp.request(admin, { method: 'GET', url: `/api/assigned_drivers?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json() as { data: ActivityLogEntry[]; total: number };
    };
    const numbers = (page: { data: ActivityLogEntry[] }) => page.data.map((item) => item.equipment_number);

    expect(numbers(await get('start_date=2026-11-11&sort=action_date&sortDir=asc'))).toEqual(['WK-1', 'WK-2', 'WK-3']);
    expect(numbers(await get(`start_date=2026-11-08&driver_id=${first.id}`))).toEqual(['WK-3', 'WK-1']);
    expect(numbers(await get('start_date=2026-11-08&search=temp'))).toEqual(['WK-2']);
    expect(numbers(await get('start_date=2026-11-08&sort=log&sortDir=asc'))).toEqual(['WK-1', 'WK-2', 'WK-3']);
    expect(numbers(await get(`driver_id=${second.id}`))).toEqual(['WK-2']);
    const paged = await testApp.request(admin, {
      method: 'GET',
      url: `/api/assigned_drivers?driver_id=${first.id}&per_page=2&page=2&sort=equipment_number&sortDir=asc`,
    });
    expect(paged.json()).toMatchObject({ total: 4, per_page: 2, current_page: 2, last_page: 2 });
    expect(numbers(paged.json())).toEqual(['WK-3', 'WK-4']);
    expect(await get('start_date=2030-01-01')).toMatchObject({ data: [], total: 0 });
  });

  it('answers 422 for a bad date or driver, and is for admins only', async () => {
    const admin = await testApp.createUser('admin');
    const badDate = await testApp.request(admin, { method: 'GET', url: '/api/assigned_drivers?start_date=2026-02-30' });
    expect(badDate.json()).toEqual({
      message: 'Start date must be a valid date (YYYY-MM-DD).',
      errors: { start_date: ['Start date must be a valid date (YYYY-MM-DD).'] },
    });
    const badDriver = await testApp.request(admin, { method: 'GET', url: '/api/assigned_drivers?driver_id=abc' });
    expect(badDriver.statusCode).toBe(422);
    const supervisor = await testApp.createUser('supervisor');
    expect((await testApp.request(supervisor, { method: 'GET', url: '/api/assigned_drivers' })).statusCode).toBe(403);
  });
});
