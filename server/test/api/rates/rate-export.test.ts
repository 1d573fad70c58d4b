import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rates } from '../../../src/db/schema/index.js';
import { expectAdminsOnly } from '../../support/access.js';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
let admin: TestUser;

const exportOf = (query = '') => testApp.request(admin, { method: 'GET', url: `/api/rates/a1b2c3/export${query}` });

const csv = (...lines: string[]) => ['\uFEFFVehicle Type,Full Day Rate,Shared Day Rate', ...lines, ''].join('\r\n');

/** Dollars as the table stores them: integer cents. */
const dailyRates: Record<string, [number, number]> = {
  SUV: [12050, 6025],
  'Light Duty Truck': [15000, 7500],
  'Heavy Duty Truck': [30099, 15000],
  'Sept Iles - F250': [18000, 9000],
  'Sept Iles - F125': [0, 0],
  'Sept Iles - SUV': [13000, 6500],
};

beforeAll(async () => {
  testApp.setNow('2026-12-01T02:00:00Z');
  admin = await testApp.createUser('admin');
  for (const [parentType, [fullDayRateCents, sharedDayRateCents]] of Object.entries(dailyRates)) {
    await testApp.context.db
      .update(rates)
      .set({ fullDayRateCents, sharedDayRateCents })
      .where(eq(rates.vehicleParentType, parentType));
  }
});

describe('GET api/rates/{6 hex}/export', () => {
  it('exports every rate as the list comes, in dollars with 2 decimals, dated in the business timezone', async () => {
    const response = await exportOf();
    // 2026-12-01 02:00 UTC is still 2026-11-30 in St. John's.
    csvDownload(response, 'rates-2026-11-30.csv');
    expect(response.body).toBe(
      csv(
        'SUV,120.50,60.25',
        'Light Duty Truck,150.00,75.00',
        'Heavy Duty Truck,300.99,150.00',
        'Sept Iles - F250,180.00,90.00',
        'Sept Iles - F125,0.00,0.00',
        'Sept Iles - SUV,130.00,65.00',
      ),
    );
  });

  it('exports only the rates whose vehicle type holds the search, whatever its case', async () => {
    expect((await exportOf('?search=sept%20iles%20-%20f')).body).toBe(
      csv('Sept Iles - F250,180.00,90.00', 'Sept Iles - F125,0.00,0.00'),
    );
    expect((await exportOf('?search=duty')).body).toBe(
      csv('Light Duty Truck,150.00,75.00', 'Heavy Duty Truck,300.99,150.00'),
    );
    expect((await exportOf('?search=%20%20')).body).toBe((await exportOf()).body);
    expect((await exportOf('?search=100%25')).body).toBe(csv());
  });

  it('refuses a search over 100 characters and a code that is not 6 hex digits', async () => {
    const long = await exportOf(`?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['search']);
    const badCode = await testApp.request(admin, { method: 'GET', url: '/api/rates/zzzzzz/export' });
    expect(badCode.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(testApp, [{ method: 'GET', url: '/api/rates/abcdef/export' }]);
  });
});
