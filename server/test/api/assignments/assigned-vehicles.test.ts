import { describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { addDriver, insertAssignment, insertVehicle, signInAsDriver } from '../../support/fleet-fixtures.js';
import { twoCrews } from '../users/crew-fixtures.js';

const testApp = useTestApp();
const driverSession = (email: string, userId: number) => signInAsDriver(testApp, email, userId);

describe('GET api/drivers/assigned_vehicles[/{id}]', () => {
  async function driverWithVehicles(admin: TestUser, email: string) {
    const created = await addDriver(testApp, admin, { driver_email: email, driver_name: email.split('@')[0] });
    const current = await insertVehicle(testApp);
    const upcoming = await insertVehicle(testApp);
    const ended = await insertVehicle(testApp);
    await insertAssignment(testApp, {
      vehicleId: current.id,
      driverId: created.id,
      from: '2026-11-10T12:00:00Z',
      note: 'main',
    });
    await insertAssignment(testApp, {
      vehicleId: upcoming.id,
      driverId: created.id,
      slot: 2,
      from: '2026-11-20T12:00:00Z',
      to: '2026-11-22T12:00:00Z',
    });
    await insertAssignment(testApp, {
      vehicleId: ended.id,
      driverId: created.id,
      from: '2026-10-10T12:00:00Z',
      to: '2026-11-01T12:00:00Z',
    });
    return { created, current, upcoming };
  }

  it('gives a driver their own current and future vehicles, future ones marked, dates in the business timezone', async () => {
    const admin = await testApp.createUser('admin');
    const { created, current, upcoming } = await driverWithVehicles(admin, 'own.vehicles@fleet.test');
    const session = await driverSession('own.vehicles@fleet.test', created.user_id);
    for (const url of ['/api/drivers/assigned_vehicles', `/api/drivers/assigned_vehicles/${created.id}`]) {
      const response = await testApp.request(session, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        expect.objectContaining({
          vehicle_id: current.id,
          equipment_number: current.equipmentNumber,
          VIN_no: current.vinNo,
          driver_id: created.id,
          driver_name: 'own.vehicles',
          driver_number: 'd1',
          assigned_from_date: '2026-11-10 08:30:00',
          assigned_to_date: null,
          note: 'main',
          note_for: 'driver_1',
          is_future: false,
        }),
        expect.objectContaining({
          vehicle_id: upcoming.id,
          driver_number: 'd2',
          assigned_from_date: '2026-11-20 08:30:00',
          assigned_to_date: '2026-11-22 08:30:00',
          is_future: true,
        }),
      ]);
    }
    const driverRow = await testApp.request(admin, { method: 'GET', url: `/api/drivers/${created.id}` });
    expect(driverRow.json().data.assigned_vehicle_id).toBe(current.id);
  });

  it("refuses a driver asking for another driver's vehicles with 403", async () => {
    const admin = await testApp.createUser('admin');
    const { created } = await driverWithVehicles(admin, 'nosy@fleet.test');
    const { created: neighbour } = await driverWithVehicles(admin, 'neighbour@fleet.test');
    const session = await driverSession('nosy@fleet.test', created.user_id);
    const response = await testApp.request(session, {
      method: 'GET',
      url: `/api/drivers/assigned_vehicles/${neighbour.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You are not allowed to do this.' });
  });

  it("lets an admin ask for any driver's vehicles, and for everyone's without an id", async () => {
    const admin = await testApp.createUser('admin');
    const { created } = await driverWithVehicles(admin, 'crew.member@fleet.test');
    const one = await testApp.request(admin, { method: 'GET', url: `/api/drivers/assigned_vehicles/${created.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toHaveLength(2);
    const everyone = await testApp.request(admin, { method: 'GET', url: '/api/drivers/assigned_vehicles' });
    expect(everyone.json().data.filter((row: { driver_id: number }) => row.driver_id === created.id)).toHaveLength(2);
    const unknown = await testApp.request(admin, { method: 'GET', url: '/api/drivers/assigned_vehicles/987654' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Driver not found.' }]);
  });

  it("gives a supervisor their crew's vehicles only, and answers for another crew's driver 404 as for an unknown id", async () => {
    const admin = await testApp.createUser('admin');
    const { supervisor, crew, other } = await twoCrews(testApp, admin);
    // Everyone else's assignments exist too: the supervisor must not see them.
    await driverWithVehicles(admin, 'not.in.the.crew@fleet.test');
    const rowOf = ({ vehicle, driver }: (typeof crew)[number]) => ({
      vehicle_id: vehicle.id,
      VIN_no: vehicle.vinNo,
      license_plate_no: vehicle.licensePlateNo,
      driver_id: driver.id,
    });
    const picked = (rows: Record<string, unknown>[]) =>
      rows.map(({ vehicle_id, VIN_no, license_plate_no, driver_id }) => ({
        vehicle_id,
        VIN_no,
        license_plate_no,
        driver_id,
      }));

    const everyone = await testApp.request(supervisor, { method: 'GET', url: '/api/drivers/assigned_vehicles' });
    expect(everyone.statusCode).toBe(200);
    expect(picked(everyone.json().data)).toEqual([rowOf(crew[0]), rowOf(crew[1])]);
    const one = await testApp.request(supervisor, {
      method: 'GET',
      url: `/api/drivers/assigned_vehicles/${crew[1].driver.id}`,
    });
    expect(picked(one.json().data)).toEqual([rowOf(crew[1])]);
    for (const id of [other.driver.id, 987654]) {
      const refused = await testApp.request(supervisor, { method: 'GET', url: `/api/drivers/assigned_vehicles/${id}` });
      expect([refused.statusCode, refused.json()]).toEqual([404, { message: 'Driver not found.' }]);
    }
  });

  it('gives a supervisor without a crew an empty list', async () => {
    const admin = await testApp.createUser('admin');
    await driverWithVehicles(admin, 'someone.elses@fleet.test');
    const lonely = await testApp.createUser('supervisor');
    const response = await testApp.request(lonely, { method: 'GET', url: '/api/drivers/assigned_vehicles' });
    expect([response.statusCode, response.json().data]).toEqual([200, []]);
  });

  it('gives a driver account without a driver record an empty list', async () => {
    const loneDriver = await testApp.createUser('driver');
    const response = await testApp.request(loneDriver, { method: 'GET', url: '/api/drivers/assigned_vehicles' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });
});
