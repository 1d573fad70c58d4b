import { describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { defectsOf, driverWithVehicle, reportNo, step } from './defect-fixtures.js';

const testApp = useTestApp();

type Inspected = Awaited<ReturnType<typeof driverWithVehicle>>;

/** The vehicle as the vehicle list and the vehicle overview show it. */
async function shown(admin: TestUser, inspected: Inspected) {
  const list = await testApp.request(admin, {
    method: 'GET',
    url: `/api/vehicles/all_vehicles?search=${inspected.vehicle.equipmentNumber}`,
  });
  expect(list.statusCode).toBe(200);
  const row = list.json().data.find((one: { id: number }) => one.id === inspected.vehicle.id);
  const overview = await testApp.request(admin, {
    method: 'GET',
    url: `/api/vehicles/${inspected.vehicle.id}/overview`,
  });
  expect(overview.statusCode).toBe(200);
  const pick = (vehicle: { out_of_service: boolean; out_of_service_since: string | null }) => ({
    out_of_service: vehicle.out_of_service,
    out_of_service_since: vehicle.out_of_service_since,
  });
  const fromList = pick(row);
  expect(pick(overview.json().data.vehicle)).toEqual(fromList);
  return fromList;
}

describe('a vehicle out of service', () => {
  it('is in service with only a minor defect', async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);
    await reportNo(testApp, inspected, ['horn']);

    expect(await shown(admin, inspected)).toEqual({ out_of_service: false, out_of_service_since: null });
  });

  it('is out of service from a major defect until it is verified, and an all-yes checklist changes nothing', async () => {
    const admin = await testApp.createUser('admin');
    const supervisor = await testApp.createUser('supervisor', { firstName: 'Tire', lastName: 'Chief' });
    const inspected = await driverWithVehicle(testApp, admin, { supervisor: 'Tire Chief' });
    await reportNo(testApp, inspected, ['tires']);
    const outOfService = { out_of_service: true, out_of_service_since: '2026-11-18 11:30:00' };

    expect(await shown(admin, inspected)).toEqual(outOfService);
    await reportNo(testApp, inspected, [], '');
    expect(await shown(admin, inspected)).toEqual(outOfService);
    const [defect] = await defectsOf(testApp, inspected.vehicle.id);
    await step(testApp, admin, defect!.id, 'repair', { repair_notes: 'New tire' });
    expect(await shown(admin, inspected)).toEqual(outOfService);
    expect((await step(testApp, supervisor, defect!.id, 'verify')).statusCode).toBe(200);

    expect(await shown(admin, inspected)).toEqual({ out_of_service: false, out_of_service_since: null });
  });
});
