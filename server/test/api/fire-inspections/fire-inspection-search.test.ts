import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireInspections, vehicles } from '../../../src/db/schema/index.js';
import { csvDownload, insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
let admin: TestUser;

async function inspectedVehicle(
  equipmentNumber: string,
  details: Partial<typeof vehicles.$inferInsert>,
  expiry: string,
): Promise<void> {
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  await testApp.context.db.update(vehicles).set(details).where(eq(vehicles.id, vehicle.id));
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/inspections',
    payload: {
      vehicle_id: vehicle.id,
      manufacture_year: 2021,
      inspection_month: '2026-05',
      inspection_expiry_date: expiry,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const equipmentOf = (response: { json(): { data: { equipment_number: string }[] } }) =>
  response.json().data.map((row) => row.equipment_number);

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  await testApp.context.db.delete(fireInspections);
  testApp.setNow('2026-11-18T15:00:00Z');
  await inspectedVehicle(
    'FX-101',
    { vehicleParentType: 'Heavy Duty Truck', vehicleType: 'Kenworth T880' },
    '2027-03-31',
  );
  await inspectedVehicle(
    'FX-102',
    { vehicleParentType: 'SUV', vehicleType: 'Ford Explorer', location: 'CR' },
    '2027-01-31',
  );
  await inspectedVehicle(
    'LT-7',
    {
      vehicleParentType: 'Light Duty Truck',
      vehicleType: 'Ford F-150',
      location: 'other',
      locationOther: 'Wabush 50%',
    },
    '2027-02-28',
  );
});

describe('searching the fire extinguisher list', () => {
  it('narrows the list and its total to the equipment numbers containing the text, in any case', async () => {
    const response = await testApp.request(admin, { method: 'GET', url: '/api/inspections?search=fx-10' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(equipmentOf(response)).toEqual(['FX-102', 'FX-101']);
  });

  it("finds inspections by the vehicle's type, its model and its location", async () => {
    const byType = await testApp.request(admin, { method: 'GET', url: '/api/inspections?search=light%20duty' });
    expect(equipmentOf(byType)).toEqual(['LT-7']);
    const byModel = await testApp.request(admin, { method: 'GET', url: '/api/inspections?search=FORD' });
    expect(equipmentOf(byModel)).toEqual(['FX-102', 'LT-7']);
    const byLocation = await testApp.request(admin, { method: 'GET', url: '/api/inspections?search=cr' });
    expect(equipmentOf(byLocation)).toEqual(['FX-102']);
    const byOtherLocation = await testApp.request(admin, { method: 'GET', url: '/api/inspections?search=wabush' });
    expect(equipmentOf(byOtherLocation)).toEqual(['LT-7']);
  });

  it('takes % and _ literally, and a blank search as no search', async () => {
    const percent = await testApp.request(admin, { method: 'GET', url: '/api/inspections?search=50%25' });
    expect(equipmentOf(percent)).toEqual(['LT-7']);
    const underscore = await testApp.request(admin, { method: 'GET', url: '/api/inspections?search=FX_10' });
    expect(underscore.json()).toMatchObject({ total: 0, data: [] });
    const blank = await testApp.request(admin, { method: 'GET', url: '/api/inspections?search=%20%20' });
    expect(blank.json().total).toBe(3);
  });

  it('refuses a search longer than 100 characters with a field message', async () => {
    const response = await testApp.request(admin, { method: 'GET', url: `/api/inspections?search=${'a'.repeat(101)}` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['search']);
  });

  it('exports only the inspections the search shows, in the list order', async () => {
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/inspections/abc123/export?search=fx&sort=equipment_number&sortDir=desc',
    });
    expect(csvDownload(response, 'fire-extinguisher-inspections-2026-11-18.csv')).toEqual([
      [
        'Equipment Number',
        'Vehicle Type',
        'Vehicle',
        'Manufacture Year',
        'Inspection Month',
        'Inspection Expiry Date',
        'Status',
      ],
      ['FX-102', 'SUV', 'Ford Explorer', '2021', '2026-05', '2027-01-31', 'OK'],
      ['FX-101', 'Heavy Duty Truck', 'Kenworth T880', '2021', '2026-05', '2027-03-31', 'OK'],
    ]);
  });
});
