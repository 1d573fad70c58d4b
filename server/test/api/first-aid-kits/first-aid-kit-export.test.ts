import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstAidKits, vehicles } from '../../../src/db/schema/index.js';
import { expectAdminsOnly } from '../../support/access.js';
import { csvDownload, insertVehicle } from '../../support/fleet-fixtures.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
let admin: TestUser;

async function kitFor(equipmentNumber: string, parentType: string, model: string, month: string, type: string) {
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  await testApp.context.db
    .update(vehicles)
    .set({ vehicleParentType: parentType, vehicleType: model })
    .where(eq(vehicles.id, vehicle.id));
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/first_aid_kits',
    payload: { vehicle_id: vehicle.id, expiry_date: month, type },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const exportOf = (query = '') =>
  testApp.request(admin, { method: 'GET', url: `/api/first_aid_kits/a1b2c3/export${query}` });

const header = 'Equipment Number,Vehicle Type,Vehicle,Expiry Date,Type,Status';

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  await testApp.context.db.delete(firstAidKits);
  // 2026-12-01 02:00 UTC is still 2026-11-30 in St. John's: November is this month.
  testApp.setNow('2026-12-01T02:00:00Z');
  await kitFor('KIT-9', 'SUV', 'Ford Explorer', '2027-03', 'type_1');
  await kitFor('KIT-10', 'Light Duty Truck', 'Ford F-150', '2026-12', 'type_2');
  await kitFor('=HYPERLINK', 'Heavy Duty Truck', 'Kenworth T880', '2026-11', 'type_2');
});

describe('GET api/first_aid_kits/{6 hex}/export', () => {
  it('exports every kit as the list comes, soonest expiry first, with its status in the business timezone', async () => {
    const response = await exportOf();
    csvDownload(response, 'first-aid-kits-2026-11-30.csv');
    expect(response.body).toBe(
      [
        `\uFEFF${header}`,
        "'=HYPERLINK,Heavy Duty Truck,Kenworth T880,2026-11,Type 2,Expired",
        'KIT-10,Light Duty Truck,Ford F-150,2026-12,Type 2,Expiring soon',
        'KIT-9,SUV,Ford Explorer,2027-03,Type 1,OK',
        '',
      ].join('\r\n'),
    );
  });

  it('exports only the kits the search shows, matched as the screen matches them', async () => {
    const cases: [string, string[]][] = [
      ['kit-', ['KIT-10', 'KIT-9']],
      ['light duty', ['KIT-10']],
      ['FORD', ['KIT-10', 'KIT-9']],
      ['type   1', ['KIT-9']],
      ['2027-03', ['KIT-9']],
      ['march 2027', ['KIT-9']],
      ['décembre 2026', ['KIT-10']],
      ['nothing like it', []],
    ];
    for (const [search, expected] of cases) {
      const rows = csvDownload(await exportOf(`?search=${encodeURIComponent(search)}`));
      expect(
        rows.slice(1).map((row) => row[0]),
        search,
      ).toEqual(expected);
    }
  });

  it('follows the sort the admin clicked, ties going by the order the kits were added', async () => {
    const response = await exportOf('?sort=type&sortDir=desc&search=kit');
    expect(response.body).toBe(
      [
        `\uFEFF${header}`,
        'KIT-10,Light Duty Truck,Ford F-150,2026-12,Type 2,Expiring soon',
        'KIT-9,SUV,Ford Explorer,2027-03,Type 1,OK',
        '',
      ].join('\r\n'),
    );
    const byModel = csvDownload(await exportOf('?sort=vehicle_type&sortDir=asc'));
    expect(byModel.slice(1).map((row) => row[2])).toEqual(['Ford Explorer', 'Ford F-150', 'Kenworth T880']);
  });

  it('refuses an unknown sort and a code that is not 6 hex digits', async () => {
    const badSort = await exportOf('?sort=colour');
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().errors).toEqual({
      sort: ['Sort must be one of equipment_number, vehicle_parent_type, vehicle_type, expiry_date, type.'],
    });
    const badCode = await testApp.request(admin, { method: 'GET', url: '/api/first_aid_kits/zzzzzz/export' });
    expect(badCode.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(testApp, [{ method: 'GET', url: '/api/first_aid_kits/abcdef/export' }]);
  });
});
