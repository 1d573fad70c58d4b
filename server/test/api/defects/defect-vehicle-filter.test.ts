import { describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { storedDefect } from './defect-fixtures.js';

const testApp = useTestApp();

/** Four vehicles: an open major defect, a repaired (unverified) major one, a verified major one, an open minor one. */
async function fleet(admin: TestUser) {
  const open = await storedDefect(testApp, admin);
  const repaired = await storedDefect(testApp, admin, { status: 'repaired' });
  const verified = await storedDefect(testApp, admin, { status: 'verified' });
  const minor = await storedDefect(testApp, admin, { item: 'horn', severity: 'minor' });
  return [open, repaired, verified, minor].map((entry) => entry.vehicle.equipmentNumber);
}

describe('the vehicles list filter out_of_service', () => {
  // First in the file, so its database holds only this test's vehicles.
  it('lists only the vehicles with an unfinished major defect, on top of the list type and search', async () => {
    const admin = await testApp.createUser('admin');
    const [open, repaired] = await fleet(admin);

    const list = await testApp.request(admin, {
      method: 'GET',
      url: '/api/vehicles/all_vehicles?out_of_service=1&sort=equipment_number&sortDir=asc',
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().data.map((row: { equipment_number: string }) => row.equipment_number)).toEqual(
      [open, repaired].sort(),
    );
    expect(list.json().data.every((row: { out_of_service: boolean }) => row.out_of_service)).toBe(true);

    const searched = await testApp.request(admin, {
      method: 'GET',
      url: `/api/vehicles/enabled?out_of_service=true&search=${open}`,
    });
    expect(searched.json().data.map((row: { equipment_number: string }) => row.equipment_number)).toEqual([open]);
  });

  it('lists every vehicle when the filter is 0 or empty', async () => {
    const admin = await testApp.createUser('admin');
    await fleet(admin);
    const all = await testApp.request(admin, { method: 'GET', url: '/api/vehicles/all_vehicles' });
    for (const value of ['0', '']) {
      const list = await testApp.request(admin, {
        method: 'GET',
        url: `/api/vehicles/all_vehicles?out_of_service=${value}`,
      });
      expect(list.json().total).toBe(all.json().total);
    }
  });

  it('exports the same vehicles as CSV', async () => {
    const admin = await testApp.createUser('admin');
    const [open, repaired, verified, minor] = await fleet(admin);

    const csv = await testApp.request(admin, {
      method: 'GET',
      url: '/api/vehicles/a1b2c3/export?out_of_service=1&sort=equipment_number&sortDir=asc',
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/).slice(1);
    const units = lines.map((line) => line.split(',')[0]);
    // Earlier tests' vehicles are in the same database: only these four are checked.
    expect(units).toEqual(expect.arrayContaining([open, repaired]));
    expect(units).not.toContain(verified);
    expect(units).not.toContain(minor);
  });

  it('refuses a value that is not yes or no: 422 on out_of_service', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/vehicles/all_vehicles?out_of_service=maybe',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['out_of_service']);
  });
});
