import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fuelMessages, fuelOdometerAboveMessage, fuelOdometerBelowMessage } from '@fleet-ops/shared';
import { vehicles } from '../../../src/db/schema/index.js';
import { csvDownload, insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { profitLossRow, weekExpenses } from '../work-orders/work-order-fixtures.js';
import { addFuel, fillUp } from './fuel-fixtures.js';

const testApp = useTestApp();

async function lastOdmRead(vehicleId: number) {
  const [row] = await testApp.context.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  return row!.lastOdmRead;
}

describe('POST api/fuel_entries', () => {
  it('adds the cost to the gas expense of the week, shown in Profit & Loss, and raises the vehicle’s last reading', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const response = await addFuel(testApp, admin, {
      vehicle_id: vehicle.id,
      date: '2026-11-16',
      litres: '52.40',
      cost: 88.15,
      odometer: 1450,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: fuelMessages.created,
      data: { vehicle_id: vehicle.id, date: '2026-11-16', litres: 52.4, cost: 88.15, odometer: 1450, driver_id: null },
    });
    await fillUp(testApp, admin, vehicle.id, { date: '2026-11-17', litres: 10, cost: 20, odometer: 1500 });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-15', maintenanceCents: 0, gasCents: 10815 },
    ]);
    expect(await profitLossRow(testApp, vehicle.id)).toMatchObject({ gas: 108.15, net: -108.15 });
    expect(await lastOdmRead(vehicle.id)).toBe(1500);
  });

  it('a backdated fill-up below the vehicle’s current reading is kept, and leaves that reading as it is', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    await testApp.context.db.update(vehicles).set({ lastOdmRead: 9000 }).where(eq(vehicles.id, vehicle.id));
    await fillUp(testApp, admin, vehicle.id, { date: '2026-11-01', litres: 30, cost: 50, odometer: 8000 });
    expect(await lastOdmRead(vehicle.id)).toBe(9000);
  });

  it('refuses an odometer below an earlier fill-up with 422 and the exact message, and stores nothing', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    await fillUp(testApp, admin, vehicle.id, { date: '2026-11-10', litres: 40, cost: 60, odometer: 5000 });
    const response = await addFuel(testApp, admin, {
      vehicle_id: vehicle.id,
      date: '2026-11-12',
      litres: 40,
      cost: 60,
      odometer: 4990,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Odometer cannot be below 5000 km, the reading of 2026-11-10.',
      errors: { odometer: [fuelOdometerBelowMessage(5000, '2026-11-10')] },
    });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-08', maintenanceCents: 0, gasCents: 6000 },
    ]);
  });

  it('refuses an odometer below a checklist of an earlier day, or above a later fill-up', async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);
    const checklist = await submitChecklist(
      testApp,
      inspected.session,
      checklistFields(
        inspected.vehicle,
        inspected.driver.name,
        { odm_read: '3000', date_to_added: '2026-11-17' },
        allYes(),
      ),
    );
    expect(checklist.statusCode, checklist.body).toBe(201);
    const below = await addFuel(testApp, admin, {
      vehicle_id: inspected.vehicle.id,
      date: '2026-11-18',
      litres: 40,
      cost: 60,
      odometer: 2999,
    });
    expect(below.json().errors).toEqual({ odometer: [fuelOdometerBelowMessage(3000, '2026-11-17')] });

    await fillUp(testApp, admin, inspected.vehicle.id, { date: '2026-11-18', litres: 40, cost: 60, odometer: 3400 });
    const above = await addFuel(testApp, admin, {
      vehicle_id: inspected.vehicle.id,
      date: '2026-11-17',
      litres: 40,
      cost: 60,
      odometer: 3500,
    });
    expect(above.json().errors).toEqual({ odometer: [fuelOdometerAboveMessage(3400, '2026-11-18')] });
  });

  it('answers 422 with a message under each wrong field', async () => {
    const admin = await testApp.createUser('admin');
    const response = await addFuel(testApp, admin, { date: '2026-02-30', litres: 0, cost: 1.234, odometer: -1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      vehicle_id: [fuelMessages.vehicleRequired],
      date: ['Enter a valid date (YYYY-MM-DD).'],
      litres: [fuelMessages.litresInvalid],
      cost: [fuelMessages.costInvalid],
      odometer: [fuelMessages.odometerInvalid],
    });
    const vehicle = await insertVehicle(testApp);
    const missing = await addFuel(testApp, admin, { vehicle_id: vehicle.id, litres: 1, cost: 1, date: '2026-11-19' });
    expect(missing.json().errors).toEqual({
      odometer: [fuelMessages.odometerRequired],
    });
    const future = await addFuel(testApp, admin, {
      vehicle_id: vehicle.id,
      litres: 1,
      cost: 1,
      odometer: 1,
      date: '2026-11-19',
    });
    expect(future.json().errors).toEqual({ date: [fuelMessages.dateInFuture] });
  });
});

describe('PUT and DELETE api/fuel_entries/:id', () => {
  it('moves the cost to the new week on edit, and takes it out on delete', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const id = await fillUp(testApp, admin, vehicle.id, { date: '2026-11-16', litres: 40, cost: 60, odometer: 2000 });

    const edit = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/fuel_entries/${id}`,
      payload: { vehicle_id: vehicle.id, date: '2026-11-13', litres: 41, cost: 61.5, odometer: 2000 },
    });
    expect(edit.json()).toMatchObject({ message: fuelMessages.updated, data: { date: '2026-11-13', cost: 61.5 } });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-08', maintenanceCents: 0, gasCents: 6150 },
      { weekStart: '2026-11-15', maintenanceCents: 0, gasCents: 0 },
    ]);

    // A fill-up is kept 12 months (issue 37, server/test/api/retention): deleted once it may go.
    testApp.setNow('2027-11-14T15:00:00Z');
    const later = await testApp.createUser('admin');
    const removed = await testApp.request(later, { method: 'DELETE', url: `/api/fuel_entries/${id}` });
    expect(removed.json()).toEqual({ message: fuelMessages.deleted });
    expect((await weekExpenses(testApp, vehicle.id)).map((row) => row.gasCents)).toEqual([0, 0]);
    const gone = await testApp.request(later, { method: 'GET', url: `/api/fuel_entries/${id}` });
    expect([gone.statusCode, gone.json()]).toEqual([404, { message: fuelMessages.notFound }]);
    testApp.setNow('2026-11-18T15:00:00Z');
  });
});

describe('fuel economy', () => {
  it('gives litres/100 km of each fill-up over the km since the one before (full-tank method)', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    await fillUp(testApp, admin, vehicle.id, { date: '2026-11-01', litres: 50, cost: 80, odometer: 10000 });
    const second = await fillUp(testApp, admin, vehicle.id, {
      date: '2026-11-05',
      litres: 45,
      cost: 70,
      odometer: 10500,
    });
    const third = await fillUp(testApp, admin, vehicle.id, {
      date: '2026-11-09',
      litres: 33.3,
      cost: 50,
      odometer: 10800,
    });

    const response = await testApp.request(admin, { method: 'GET', url: `/api/fuel_entries/economy/${vehicle.id}` });
    expect(response.json().data).toEqual({
      vehicle_id: vehicle.id,
      points: [
        { id: second, date: '2026-11-05', odometer: 10500, litres: 45, km: 500, litres_per_100km: 9 },
        { id: third, date: '2026-11-09', odometer: 10800, litres: 33.3, km: 300, litres_per_100km: 11.1 },
      ],
      average_litres_per_100km: 9.79,
    });
  });

  it('lists and exports the fill-ups of a vehicle, newest first', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'FUEL-CSV-1');
    await fillUp(testApp, admin, vehicle.id, { date: '2026-11-01', litres: 50, cost: 80, odometer: 10000 });
    await fillUp(testApp, admin, vehicle.id, { date: '2026-11-05', litres: 45.5, cost: 70.25, odometer: 10500 });
    const list = await testApp.request(admin, { method: 'GET', url: `/api/fuel_entries?vehicle_id=${vehicle.id}` });
    expect(list.json()).toMatchObject({ total: 2, data: [{ date: '2026-11-05' }, { date: '2026-11-01' }] });
    const rows = csvDownload(
      await testApp.request(admin, { method: 'GET', url: `/api/fuel_entries/a1b2c3/export?vehicle_id=${vehicle.id}` }),
    );
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Date', 'Equipment Number', 'Driver', 'Litres', 'Cost', 'Cost per Litre', 'Odometer', 'Engine Hours'],
      ['2026-11-05', 'FUEL-CSV-1', '', '45.50', '70.25', '1.544', '10500', ''],
      ['2026-11-01', 'FUEL-CSV-1', '', '50.00', '80.00', '1.600', '10000', ''],
    ]);
  });
});
