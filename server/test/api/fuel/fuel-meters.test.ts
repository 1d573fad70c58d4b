import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuelMessages, meterMessages } from '@fleet-ops/shared';
import { fuelEntries, vehicles } from '../../../src/db/schema/index.js';
import { csvDownload, insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { currentMeters, giveHourMeter, storedReadings } from '../meters/meter-fixtures.js';
import { addFuel, fillUp } from './fuel-fixtures.js';

const testApp = useTestApp();

beforeEach(() => testApp.setNow('2026-11-18T15:00:00Z'));

/** A loader (issue 37): an hour meter at 4,000 h and no odometer; its vehicle row still holds 1,000 km. */
async function loader(equipmentNumber?: string) {
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  await giveHourMeter(testApp, vehicle.id, 4000);
  await testApp.context.db.update(vehicles).set({ hasOdometer: false }).where(eq(vehicles.id, vehicle.id));
  return vehicle;
}

const fill = { date: '2026-11-18', litres: 120, cost: 180 };

async function storedFillUps(vehicleId: number) {
  return testApp.context.db
    .select({ odometer: fuelEntries.odometer, hourRead: fuelEntries.hourRead })
    .from(fuelEntries)
    .where(eq(fuelEntries.vehicleId, vehicleId));
}

describe('a fill-up of a vehicle without an odometer', () => {
  it('is taken with engine hours and no odometer: the hours become a reading, the odometer stays untouched', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await loader();
    const response = await addFuel(testApp, admin, { vehicle_id: vehicle.id, ...fill, hour_read: 4210 });

    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.id as number;
    expect(response.json().data).toMatchObject({ id, odometer: null, hour_read: 4210 });
    expect(await storedFillUps(vehicle.id)).toEqual([{ odometer: null, hourRead: 4210 }]);
    expect((await storedReadings(testApp, vehicle.id)).filter((row) => row.source === 'fuel')).toEqual([
      { meter: 'hours', value: 4210, source: 'fuel', sourceRef: `fuel:${id}`, flagged: false, voided: false },
    ]);
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1000, lastHourRead: 4210 });
  });

  it('refuses an odometer, and needs the engine hours, storing nothing', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await loader();
    const withOdometer = await addFuel(testApp, admin, {
      vehicle_id: vehicle.id,
      ...fill,
      odometer: 1500,
      hour_read: 4210,
    });
    expect([withOdometer.statusCode, withOdometer.json()]).toEqual([
      422,
      { message: meterMessages.noOdometer, errors: { odometer: [meterMessages.noOdometer] } },
    ]);
    const withoutHours = await addFuel(testApp, admin, { vehicle_id: vehicle.id, ...fill, hour_read: '' });
    expect([withoutHours.statusCode, withoutHours.json()]).toEqual([
      422,
      { message: meterMessages.hourReadRequired, errors: { hour_read: [meterMessages.hourReadRequired] } },
    ]);
    expect(await storedFillUps(vehicle.id)).toEqual([]);
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1000, lastHourRead: 4000 });
  });

  it('is corrected without an odometer, and left out of the km economy', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await loader();
    const id = (await addFuel(testApp, admin, { vehicle_id: vehicle.id, ...fill, hour_read: 4210 })).json().data
      .id as number;
    const corrected = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/fuel_entries/${id}`,
      payload: { vehicle_id: vehicle.id, ...fill, litres: 110, hour_read: 4205 },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ litres: 110, odometer: null, hour_read: 4205 });
    const economy = await testApp.request(admin, { method: 'GET', url: `/api/fuel_entries/economy/${vehicle.id}` });
    expect(economy.json().data).toEqual({ vehicle_id: vehicle.id, points: [], average_litres_per_100km: null });
  });

  it('is listed and exported with an empty odometer and its engine hours', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await loader('LOADER-FUEL-1');
    await addFuel(testApp, admin, { vehicle_id: vehicle.id, ...fill, hour_read: 4210 });
    const list = await testApp.request(admin, { method: 'GET', url: `/api/fuel_entries?vehicle_id=${vehicle.id}` });
    expect(list.json().data).toMatchObject([{ equipment_number: 'LOADER-FUEL-1', odometer: null, hour_read: 4210 }]);
    const rows = csvDownload(
      await testApp.request(admin, { method: 'GET', url: `/api/fuel_entries/a1b2c3/export?vehicle_id=${vehicle.id}` }),
    );
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Date', 'Equipment Number', 'Driver', 'Litres', 'Cost', 'Cost per Litre', 'Odometer', 'Engine Hours'],
      ['2026-11-18', 'LOADER-FUEL-1', '', '120.00', '180.00', '1.500', '', '4210'],
    ]);
  });
});

describe('a fill-up of a vehicle with an odometer', () => {
  it('needs the odometer, even with engine hours given', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    await giveHourMeter(testApp, vehicle.id, 4000);
    const response = await addFuel(testApp, admin, { vehicle_id: vehicle.id, ...fill, hour_read: 4210 });
    expect([response.statusCode, response.json()]).toEqual([
      422,
      { message: fuelMessages.odometerRequired, errors: { odometer: [fuelMessages.odometerRequired] } },
    ]);
    expect(await storedFillUps(vehicle.id)).toEqual([]);
  });

  it('refuses engine hours for a vehicle without an hour meter', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const response = await addFuel(testApp, admin, { vehicle_id: vehicle.id, ...fill, odometer: 1500, hour_read: 10 });
    expect([response.statusCode, response.json()]).toEqual([
      422,
      { message: meterMessages.noHourMeter, errors: { hour_read: [meterMessages.noHourMeter] } },
    ]);
  });

  it('tells the form which meters each vehicle has', async () => {
    const admin = await testApp.createUser('admin');
    const truck = await insertVehicle(testApp, 'TRUCK-METERS');
    const wheelLoader = await loader('LOADER-METERS');
    await fillUp(testApp, admin, truck.id, { date: '2026-11-18', litres: 40, cost: 60, odometer: 1200 });
    const response = await testApp.request(admin, { method: 'GET', url: '/api/fuel_entries/vehicles' });
    const mine = response.json().data.filter((row: { id: number }) => [truck.id, wheelLoader.id].includes(row.id));
    expect(mine).toEqual([
      {
        id: wheelLoader.id,
        equipment_number: 'LOADER-METERS',
        last_odm_read: 1000,
        has_odometer: false,
        has_hour_meter: true,
        last_hour_read: 4000,
      },
      {
        id: truck.id,
        equipment_number: 'TRUCK-METERS',
        last_odm_read: 1200,
        has_odometer: true,
        has_hour_meter: false,
        last_hour_read: 0,
      },
    ]);
  });
});
