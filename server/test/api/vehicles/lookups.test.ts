import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { twoCrews } from '../users/crew-fixtures.js';

const testApp = useTestApp();

describe('GET api/vehicles/equipment_numbers', () => {
  it('lists enabled, visible vehicles by equipment number with their types and hour meter, leaving out hidden and disabled ones', async () => {
    const admin = await testApp.createUser('admin');
    const second = await insertVehicle(testApp, 'B-20');
    const first = await insertVehicle(testApp, 'A-10');
    const hidden = await insertVehicle(testApp, 'C-30');
    const disabled = await insertVehicle(testApp, 'D-40');
    await testApp.context.db.update(vehicles).set({ status: 'hidden' }).where(eq(vehicles.id, hidden.id));
    await testApp.context.db.update(vehicles).set({ enabled: false }).where(eq(vehicles.id, disabled.id));
    await testApp.context.db.update(vehicles).set({ hasHourMeter: true }).where(eq(vehicles.id, first.id));

    for (const url of ['/api/vehicles/equipment_numbers', '/api/vehicles/equipment/with-types']) {
      const response = await testApp.request(admin, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([
        {
          id: first.id,
          equipment_number: 'A-10',
          vehicle_type: 'Ford Explorer',
          vehicle_parent_type: 'SUV',
          VIN_no: first.vinNo,
          has_hour_meter: true,
        },
        {
          id: second.id,
          equipment_number: 'B-20',
          vehicle_type: 'Ford Explorer',
          vehicle_parent_type: 'SUV',
          VIN_no: second.vinNo,
          has_hour_meter: false,
        },
      ]);
    }
  });

  it("gives a supervisor their crew's vehicles only, on every vehicle list they may call", async () => {
    const admin = await testApp.createUser('admin');
    const { supervisor, crew } = await twoCrews(testApp, admin);
    await insertVehicle(testApp, 'NOBODYS-1');
    const entry = ({ vehicle }: (typeof crew)[number]) => ({
      id: vehicle.id,
      equipment_number: vehicle.equipmentNumber,
      vehicle_type: 'Ford Explorer',
      vehicle_parent_type: 'SUV',
      VIN_no: vehicle.vinNo,
      has_hour_meter: false,
    });

    for (const url of ['/api/vehicles/equipment_numbers', '/api/vehicles/equipment/with-types']) {
      const response = await testApp.request(supervisor, { method: 'GET', url });
      expect([response.statusCode, response.json().data]).toEqual([200, [entry(crew[0]), entry(crew[1])]]);
    }
    const ids = await testApp.request(supervisor, { method: 'GET', url: '/api/vehicles/ids' });
    expect([ids.statusCode, ids.json().data]).toEqual([
      200,
      crew.map(({ vehicle }) => ({ id: vehicle.id, equipment_number: vehicle.equipmentNumber })),
    ]);
    const withoutCrew = await testApp.request(await testApp.createUser('supervisor'), {
      method: 'GET',
      url: '/api/vehicles/equipment_numbers',
    });
    expect([withoutCrew.statusCode, withoutCrew.json().data]).toEqual([200, []]);
  });

  it('is refused to drivers', async () => {
    const driver = await testApp.createUser('driver');
    const response = await testApp.request(driver, { method: 'GET', url: '/api/vehicles/equipment_numbers' });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET api/vehicle_types', () => {
  it('lists the six parent types seeded with the rates', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/vehicle_types' });
    expect(response.json().data.map((type: { vehicle_parent_type: string }) => type.vehicle_parent_type)).toEqual([
      'SUV',
      'Light Duty Truck',
      'Heavy Duty Truck',
      'Sept Iles - F250',
      'Sept Iles - F125',
      'Sept Iles - SUV',
    ]);
  });
});
