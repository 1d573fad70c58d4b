import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fuelMessages } from '@fleet-ops/shared';
import { fuelEntries } from '../../../src/db/schema/index.js';
import { forbiddenMessage } from '../../../src/plugins/authentication.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { driverWithVehicle } from '../checklists/checklist-fixtures.js';
import { twoCrews } from '../users/crew-fixtures.js';
import { weekExpenses } from '../work-orders/work-order-fixtures.js';
import { addFuel } from './fuel-fixtures.js';

const testApp = useTestApp();

describe('a driver adding fuel from their phone', () => {
  it('may add a fill-up for the vehicle assigned to them, recorded as theirs', async () => {
    const admin = await testApp.createUser('admin');
    const { session, vehicle, driver } = await driverWithVehicle(testApp, admin);
    const response = await addFuel(testApp, session, {
      vehicle_id: vehicle.id,
      litres: 60,
      cost: 99.9,
      odometer: 1200,
      driver_id: 999,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ driver_id: driver.id, driver_name: driver.name, date: '2026-11-18' });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-15', maintenanceCents: 0, gasCents: 9990 },
    ]);
  });

  it('is refused (403) for a vehicle not assigned to them, and nothing is stored', async () => {
    const admin = await testApp.createUser('admin');
    const { session } = await driverWithVehicle(testApp, admin);
    const other = await insertVehicle(testApp);
    const response = await addFuel(testApp, session, { vehicle_id: other.id, litres: 60, cost: 99.9, odometer: 1200 });
    expect([response.statusCode, response.json()]).toEqual([403, { message: forbiddenMessage }]);
    expect(await weekExpenses(testApp, other.id)).toEqual([]);
    const unknown = await addFuel(testApp, session, { vehicle_id: 999999, litres: 60, cost: 99.9, odometer: 1200 });
    expect(unknown.json().errors).toEqual({ vehicle_id: [fuelMessages.vehicleUnknown] });
  });

  it('sees only their own vehicles to choose from, and cannot read, correct or delete fill-ups (403)', async () => {
    const admin = await testApp.createUser('admin');
    const { session, vehicle } = await driverWithVehicle(testApp, admin);
    await insertVehicle(testApp);
    const choices = await testApp.request(session, { method: 'GET', url: '/api/fuel_entries/vehicles' });
    expect(choices.json().data).toEqual([
      {
        id: vehicle.id,
        equipment_number: vehicle.equipmentNumber,
        last_odm_read: vehicle.lastOdmRead,
        has_odometer: true,
        has_hour_meter: false,
        last_hour_read: 0,
      },
    ]);
    const created = await addFuel(testApp, session, { vehicle_id: vehicle.id, litres: 60, cost: 99.9, odometer: 1200 });
    const id = created.json().data.id as number;
    for (const call of [
      { method: 'GET' as const, url: '/api/fuel_entries' },
      { method: 'GET' as const, url: `/api/fuel_entries/${id}` },
      { method: 'GET' as const, url: `/api/fuel_entries/economy/${vehicle.id}` },
      {
        method: 'PUT' as const,
        url: `/api/fuel_entries/${id}`,
        payload: { vehicle_id: vehicle.id, litres: 1, cost: 1, odometer: 1300 },
      },
      { method: 'DELETE' as const, url: `/api/fuel_entries/${id}` },
    ]) {
      const response = await testApp.request(session, call);
      expect([response.statusCode, response.json()]).toEqual([403, { message: forbiddenMessage }]);
    }
  });
});

describe('a supervisor adding fuel', () => {
  async function storedFillUps(vehicleId: number) {
    return testApp.context.db
      .select({ vehicleId: fuelEntries.vehicleId, driverId: fuelEntries.driverId, costCents: fuelEntries.costCents })
      .from(fuelEntries)
      .where(eq(fuelEntries.vehicleId, vehicleId))
      .orderBy(fuelEntries.id);
  }

  it("chooses among their crew's vehicles and records a fill-up naming a driver of the crew", async () => {
    const admin = await testApp.createUser('admin');
    const { supervisor, crew } = await twoCrews(testApp, admin);
    const choices = await testApp.request(supervisor, { method: 'GET', url: '/api/fuel_entries/vehicles' });
    expect(choices.json().data).toEqual(
      crew.map(({ vehicle }) => ({
        id: vehicle.id,
        equipment_number: vehicle.equipmentNumber,
        last_odm_read: vehicle.lastOdmRead,
        has_odometer: true,
        has_hour_meter: false,
        last_hour_read: 0,
      })),
    );

    const fill = { vehicle_id: crew[0].vehicle.id, litres: 50, cost: 80.5, odometer: 1300 };
    const response = await addFuel(testApp, supervisor, { ...fill, driver_id: crew[1].driver.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ driver_id: crew[1].driver.id, driver_name: crew[1].driver.name });
    expect(await storedFillUps(crew[0].vehicle.id)).toEqual([
      { vehicleId: crew[0].vehicle.id, driverId: crew[1].driver.id, costCents: 8050 },
    ]);
  });

  it("is refused another crew's driver or an unknown one on the field (422), and nothing is stored", async () => {
    const admin = await testApp.createUser('admin');
    const { supervisor, crew, other } = await twoCrews(testApp, admin);
    for (const driverId of [other.driver.id, 987654]) {
      const response = await addFuel(testApp, supervisor, {
        vehicle_id: crew[0].vehicle.id,
        litres: 50,
        cost: 80.5,
        odometer: 1300,
        driver_id: driverId,
      });
      expect([response.statusCode, response.json()]).toEqual([
        422,
        { message: fuelMessages.driverOutsideCrew, errors: { driver_id: [fuelMessages.driverOutsideCrew] } },
      ]);
    }
    expect(await storedFillUps(crew[0].vehicle.id)).toEqual([]);
    expect(await weekExpenses(testApp, crew[0].vehicle.id)).toEqual([]);
  });

  it("is refused another crew's vehicle (403)", async () => {
    const admin = await testApp.createUser('admin');
    const { supervisor, other } = await twoCrews(testApp, admin);
    const response = await addFuel(testApp, supervisor, {
      vehicle_id: other.vehicle.id,
      litres: 50,
      cost: 80.5,
      odometer: 1300,
    });
    expect([response.statusCode, response.json()]).toEqual([403, { message: forbiddenMessage }]);
    expect(await storedFillUps(other.vehicle.id)).toEqual([]);
  });
});
