import { and, count, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, appointmentTypes, trackings, vehicles } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { addDriver, insertAssignment, insertVehicle, locationId } from '../../support/fleet-fixtures.js';
import { lastWeek, listWeek, nextWeek, oldVehicle, rowsOf, setRates, thisWeek } from './test-support.js';
import { openWeek } from '../../../src/features/tracking/week-open.js';

const testApp = useTestApp();

async function storedRows(vehicleId: number, weekStart = thisWeek) {
  return testApp.context.db
    .select()
    .from(trackings)
    .where(and(eq(trackings.vehicleId, vehicleId), eq(trackings.weekStart, weekStart)))
    .orderBy(trackings.slot);
}

describe('opening a week (GET api/trackings)', () => {
  it('creates one row per driver slot whose assignment overlaps the week, and one driverless row otherwise', async () => {
    const admin = await testApp.createUser('admin');
    await setRates(testApp, admin, 'Light Duty Truck', 120, 60);
    const [first, second, third] = await Promise.all([
      addDriver(testApp, admin, { driver_name: 'Open Ava' }),
      addDriver(testApp, admin, { driver_name: 'Open Ben' }),
      addDriver(testApp, admin, { driver_name: 'Open Cal' }),
    ]);
    const shared = await oldVehicle(testApp, 'OPEN-1', 'Light Duty Truck');
    await insertVehicle(testApp, 'OPEN-2');
    const ended = await insertVehicle(testApp, 'OPEN-3');
    const later = await insertVehicle(testApp, 'OPEN-4');
    const temporary = await insertVehicle(testApp, 'OPEN-5');
    await insertAssignment(testApp, { vehicleId: shared.id, driverId: first.id, from: '2026-10-01T12:00:00Z' });
    await insertAssignment(testApp, {
      vehicleId: shared.id,
      driverId: second.id,
      slot: 2,
      from: '2026-10-01T12:00:00Z',
    });
    await insertAssignment(testApp, {
      vehicleId: ended.id,
      driverId: third.id,
      from: '2026-11-10T12:00:00Z',
      to: '2026-11-14T12:00:00Z',
    });
    await insertAssignment(testApp, { vehicleId: later.id, driverId: third.id, from: '2026-11-25T12:00:00Z' });
    await insertAssignment(testApp, {
      vehicleId: temporary.id,
      driverId: third.id,
      slot: 3,
      from: '2026-11-20T12:00:00Z',
      to: '2026-11-23T12:00:00Z',
    });

    const list = await listWeek(testApp, admin, { search: 'OPEN-' });
    expect(list).toMatchObject({
      message: 'OK',
      start_date: thisWeek,
      end_date: '2026-11-21',
      days: ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'],
      total: 6,
      per_page: 50,
      week_total: 0,
    });
    expect(rowsOf(list, 'OPEN-1').map((row) => [row.slot, row.driver_name])).toEqual([
      [1, 'Open Ava'],
      [2, 'Open Ben'],
    ]);
    expect(rowsOf(list, 'OPEN-2').map((row) => [row.slot, row.driver_id])).toEqual([[0, null]]);
    expect(rowsOf(list, 'OPEN-3').map((row) => [row.slot, row.driver_id])).toEqual([[0, null]]);
    expect(rowsOf(list, 'OPEN-4').map((row) => [row.slot, row.driver_id])).toEqual([[0, null]]);
    expect(rowsOf(list, 'OPEN-5').map((row) => [row.slot, row.driver_name])).toEqual([[3, 'Open Cal']]);

    const [row] = rowsOf(list, 'OPEN-1');
    expect(row).toEqual({
      id: row!.id,
      tracking_id: row!.id,
      slot: 1,
      driver_id: first.id,
      driver_name: 'Open Ava',
      vehicles_id: shared.id,
      equipment_number: 'OPEN-1',
      ownership_type: 'own',
      location: 'ZV',
      VIN_no: shared.vinNo,
      license_plate_no: shared.licensePlateNo,
      start_date: thisWeek,
      rate: 120,
      rate_type: 'full_day_rate',
      full_day_rate: 120,
      shared_day_rate: 60,
      vehicle_type: 'Ford Explorer',
      vehicle_parent_type: 'Light Duty Truck',
      has_radio: false,
      mine: 'no',
      cleaning_appt: null,
      comment: null,
      week_record: {
        '2026-11-15': 0,
        '2026-11-16': 0,
        '2026-11-17': 0,
        '2026-11-18': 0,
        '2026-11-19': 0,
        '2026-11-20': 0,
        '2026-11-21': 0,
      },
      total_billing: 0,
      enabled: true,
      color: '#ffffff',
      version: 1,
    });
  });

  it('creates each row once however often the week is opened', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'AGAIN-1');
    await listWeek(testApp, admin, { search: 'AGAIN-' });
    await listWeek(testApp, admin, { search: 'AGAIN-', start_date: '2026-11-19' });
    await openWeek(testApp.context, thisWeek);
    expect(await storedRows(vehicle.id)).toHaveLength(1);
  });

  it('creates each row once when two admins open the same new week at the same moment', async () => {
    const [one, two] = await Promise.all([testApp.createUser('admin'), testApp.createUser('admin')]);
    const driver = await addDriver(testApp, one, { driver_name: 'Race Driver' });
    const vehicle = await insertVehicle(testApp, 'RACE-1');
    await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-11-01T12:00:00Z' });
    await insertAssignment(testApp, {
      vehicleId: vehicle.id,
      driverId: driver.id,
      slot: 2,
      from: '2026-11-01T12:00:00Z',
    });
    const week = '2026-12-06';
    const responses = await Promise.all([
      testApp.request(one, { method: 'GET', url: `/api/trackings?start_date=${week}` }),
      testApp.request(two, { method: 'GET', url: `/api/trackings?start_date=2026-12-09` }),
      openWeek(testApp.context, week),
      openWeek(testApp.context, week),
    ]);
    expect(
      responses.slice(0, 2).map((response) => response && 'statusCode' in response && response.statusCode),
    ).toEqual([200, 200]);
    const [vehicleCount] = await testApp.context.db
      .select({ value: count() })
      .from(vehicles)
      .where(eq(vehicles.enabled, true));
    const keys = await testApp.context.db
      .select({ vehicleId: trackings.vehicleId, slot: trackings.slot, copies: count() })
      .from(trackings)
      .where(eq(trackings.weekStart, week))
      .groupBy(trackings.vehicleId, trackings.slot);
    expect(keys.filter((key) => key.copies !== 1)).toEqual([]);
    expect(new Set(keys.map((key) => key.vehicleId)).size).toBe(vehicleCount!.value);
    expect((await storedRows(vehicle.id, week)).map((row) => row.slot)).toEqual([1, 2]);
  });

  it('drops a disabled vehicle from this week and brings it back when it is enabled again; past weeks keep it', async () => {
    const admin = await testApp.createUser('admin');
    const driver = await addDriver(testApp, admin, { driver_name: 'Toggle Driver' });
    const vehicle = await oldVehicle(testApp, 'OFF-1');
    await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-10-01T12:00:00Z' });
    await listWeek(testApp, admin, { start_date: lastWeek });
    expect(rowsOf(await listWeek(testApp, admin, { search: 'OFF-1' }), 'OFF-1')).toHaveLength(1);
    await listWeek(testApp, admin, { start_date: nextWeek });

    // What the vehicle API does on disable: the flag, and this week's and later rows deleted.
    await testApp.context.db.update(vehicles).set({ enabled: false }).where(eq(vehicles.id, vehicle.id));
    await testApp.context.db
      .delete(trackings)
      .where(and(eq(trackings.vehicleId, vehicle.id), gte(trackings.weekStart, thisWeek)));

    expect(rowsOf(await listWeek(testApp, admin, { search: 'OFF-1' }), 'OFF-1')).toEqual([]);
    expect(rowsOf(await listWeek(testApp, admin, { search: 'OFF-1', start_date: nextWeek }), 'OFF-1')).toEqual([]);
    expect(rowsOf(await listWeek(testApp, admin, { search: 'OFF-1', enabled: 0 }), 'OFF-1')).toEqual([]);
    expect(await storedRows(vehicle.id)).toEqual([]);
    const past = rowsOf(await listWeek(testApp, admin, { search: 'OFF-1', start_date: lastWeek }), 'OFF-1');
    expect(past.map((row) => row.driver_name)).toEqual(['Toggle Driver']);

    await testApp.context.db.update(vehicles).set({ enabled: true }).where(eq(vehicles.id, vehicle.id));
    const back = rowsOf(await listWeek(testApp, admin, { search: 'OFF-1' }), 'OFF-1');
    expect(back.map((row) => [row.slot, row.driver_name, row.total_billing])).toEqual([[1, 'Toggle Driver', 0]]);
  });

  it("creates a hidden vehicle's rows hidden, leaves them out of the list, and lists them once shown", async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'HIDE-1');
    await testApp.context.db.update(vehicles).set({ status: 'hidden' }).where(eq(vehicles.id, vehicle.id));
    const list = await listWeek(testApp, admin, { search: 'HIDE-1' });
    expect(list.data).toEqual([]);
    expect(list.total).toBe(0);
    expect((await storedRows(vehicle.id)).map((row) => row.hidden)).toEqual([true]);

    // What the vehicle API does on show.
    await testApp.context.db.update(vehicles).set({ status: 'active' }).where(eq(vehicles.id, vehicle.id));
    await testApp.context.db.update(trackings).set({ hidden: false }).where(eq(trackings.vehicleId, vehicle.id));
    expect(rowsOf(await listWeek(testApp, admin, { search: 'HIDE-1' }), 'HIDE-1')).toHaveLength(1);
  });

  it('replaces an untouched driverless row once the vehicle gets a driver during the week', async () => {
    const admin = await testApp.createUser('admin');
    const driver = await addDriver(testApp, admin, { driver_name: 'Mid Week' });
    const vehicle = await insertVehicle(testApp, 'MID-1');
    const noted = await insertVehicle(testApp, 'MID-2');
    await listWeek(testApp, admin, { search: 'MID-' });
    await testApp.context.db
      .update(trackings)
      .set({ comment: 'Parked at ZV', updatedAt: new Date('2026-11-18T15:00:00Z') })
      .where(eq(trackings.vehicleId, noted.id));
    await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-11-18T12:00:00Z' });
    await insertAssignment(testApp, {
      vehicleId: noted.id,
      driverId: driver.id,
      slot: 2,
      from: '2026-11-18T12:00:00Z',
    });
    const list = await listWeek(testApp, admin, { search: 'MID-' });
    expect(rowsOf(list, 'MID-1').map((row) => [row.slot, row.driver_name])).toEqual([[1, 'Mid Week']]);
    expect(rowsOf(list, 'MID-2').map((row) => [row.slot, row.comment])).toEqual([
      [0, 'Parked at ZV'],
      [2, null],
    ]);
  });

  it('opens a past week without adding vehicles that were not there, and never tops up a week that has rows', async () => {
    const admin = await testApp.createUser('admin');
    const week = '2026-10-04';
    const old = await oldVehicle(testApp, 'PAST-1');
    const recent = await insertVehicle(testApp, 'PAST-2');
    await testApp.context.db
      .update(vehicles)
      .set({ createdAt: new Date('2026-10-20T12:00:00Z') })
      .where(eq(vehicles.id, recent.id));
    const list = await listWeek(testApp, admin, { start_date: week, search: 'PAST-' });
    expect(list.data.map((row) => row.equipment_number)).toEqual(['PAST-1']);
    expect(list.data[0]!.vehicles_id).toBe(old.id);

    await oldVehicle(testApp, 'PAST-3');
    const again = await listWeek(testApp, admin, { start_date: week, search: 'PAST-' });
    expect(again.data.map((row) => row.equipment_number)).toEqual(['PAST-1']);
  });

  it("shows the week's Cleaning appointment for the vehicle, not other kinds or other weeks", async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'CLEAN-1');
    const other = await insertVehicle(testApp, 'CLEAN-2');
    const types = await testApp.context.db.select().from(appointmentTypes);
    const typeId = (name: string) => types.find((type) => type.name === name)!.id;
    const location = await locationId(testApp);
    await testApp.context.db.insert(appointments).values([
      {
        vehicleId: vehicle.id,
        appointmentTypeId: typeId('Cleaning'),
        locationId: location,
        date: '2026-11-19',
        time: '14:30',
      },
      {
        vehicleId: vehicle.id,
        appointmentTypeId: typeId('Cleaning'),
        locationId: location,
        date: '2026-11-17',
        time: '09:15',
      },
      {
        vehicleId: vehicle.id,
        appointmentTypeId: typeId('Cleaning'),
        locationId: location,
        date: '2026-11-23',
        time: '08:00',
      },
      {
        vehicleId: other.id,
        appointmentTypeId: typeId('Maintenance'),
        locationId: location,
        date: '2026-11-17',
        time: '10:00',
      },
    ]);
    const list = await listWeek(testApp, admin, { search: 'CLEAN-' });
    expect(rowsOf(list, 'CLEAN-1')[0]!.cleaning_appt).toBe('2026-11-17 09:15');
    expect(rowsOf(list, 'CLEAN-2')[0]!.cleaning_appt).toBeNull();
    const next = await listWeek(testApp, admin, { search: 'CLEAN-1', start_date: nextWeek });
    expect(next.data[0]!.cleaning_appt).toBe('2026-11-23 08:00');
  });
});

describe('the list (GET api/trackings)', () => {
  it('sorts by driver name descending by default, and by any listed column either way', async () => {
    const admin = await testApp.createUser('admin');
    const names = ['Sort Alpha', 'Sort Charlie', 'Sort Bravo'];
    for (const [index, name] of names.entries()) {
      const driver = await addDriver(testApp, admin, { driver_name: name });
      const vehicle = await insertVehicle(testApp, `SORT-${index + 1}`);
      await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: driver.id, from: '2026-11-01T12:00:00Z' });
    }
    const byDefault = await listWeek(testApp, admin, { search: 'SORT-' });
    expect(byDefault.data.map((row) => row.driver_name)).toEqual(['Sort Charlie', 'Sort Bravo', 'Sort Alpha']);
    const byEquipment = await listWeek(testApp, admin, { search: 'SORT-', sortBy: 'equipment_number', sortDir: 'asc' });
    expect(byEquipment.data.map((row) => row.equipment_number)).toEqual(['SORT-1', 'SORT-2', 'SORT-3']);
    const response = await testApp.request(admin, { method: 'GET', url: '/api/trackings?sortBy=password' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.sortBy[0]).toMatch(/^Sort must be one of driver_name, /);
  });

  it('pages 50 at a time by default and filters by VIN and driver', async () => {
    const admin = await testApp.createUser('admin');
    const driver = await addDriver(testApp, admin, { driver_name: 'Filter Driver' });
    const vehicles = await Promise.all(['PAGE-1', 'PAGE-2', 'PAGE-3'].map((n) => insertVehicle(testApp, n)));
    await insertAssignment(testApp, { vehicleId: vehicles[1]!.id, driverId: driver.id, from: '2026-11-01T12:00:00Z' });
    const page = await listWeek(testApp, admin, {
      search: 'PAGE-',
      per_page: 2,
      page: 2,
      sortBy: 'equipment_number',
      sortDir: 'asc',
    });
    expect(page).toMatchObject({ total: 3, per_page: 2, current_page: 2, last_page: 2 });
    expect(page.data.map((row) => row.equipment_number)).toEqual(['PAGE-3']);
    const byVin = await listWeek(testApp, admin, { VIN_no: vehicles[2]!.vinNo.toLowerCase() });
    expect(byVin.data.map((row) => row.equipment_number)).toEqual(['PAGE-3']);
    const byDriver = await listWeek(testApp, admin, { driver_id: driver.id });
    expect(byDriver.data.map((row) => row.equipment_number)).toEqual(['PAGE-2']);
  });

  it('answers 422 for a start date that is not a date', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/trackings?start_date=2026-02-30' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ start_date: ['Start date must be a valid date (YYYY-MM-DD).'] });
    const rows = await testApp.context.db
      .select({ value: count() })
      .from(trackings)
      .where(sql`${trackings.weekStart} < '2023-01-01'`);
    expect(rows[0]!.value).toBe(0);
  });
});

describe('who may use tracking', () => {
  it('refuses supervisors and drivers (403) and anyone signed out (401) on every call', async () => {
    const calls = [
      ['GET', '/api/trackings'],
      ['PUT', '/api/trackings'],
      ['POST', '/api/trackings'],
      ['GET', '/api/trackings/status/1'],
      ['POST', '/api/trackings/status/1'],
      ['GET', '/api/tracking/abcdef/export'],
    ] as const;
    for (const role of ['supervisor', 'driver'] as const) {
      const user = await testApp.createUser(role);
      for (const [method, url] of calls) {
        const response = await testApp.request(user, {
          method,
          url,
          payload: method === 'GET' ? undefined : { _method: 'PUT' },
        });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of calls) {
      expect((await testApp.request(undefined, { method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
