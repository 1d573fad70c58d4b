import Fastify from 'fastify';
import { driverSortColumns, type Driver, type DriverSortColumn } from '@fleet-ops/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../../src/db/schema/index.js';
import { sendCsv } from '../../../src/lib/csv-export.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { listDrivers, listDriversAfter, type DriverQueryRow } from '../../../src/features/drivers/queries.js';
import { addDriver, csvDownload, locationId, parseCsv } from '../../support/fleet-fixtures.js';

const testApp = useTestApp();
const trickyName = 'david Smith, "DJ"\nJr';
let admin: TestUser;
const made: Record<string, Driver> = {};

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  const rows = [
    ['alice', 'alice Martin', 'Admin Building', 'yes', 'Zoe', '709-555-0001', 'AAA-1', '2027-03-01'],
    ['bob', 'Bob Gagnon', 'Colby Building', 'no', 'yves', '709-555-0002', 'BBB-2', '2026-12-01'],
    ['chloe', 'Chloé Roy', 'Mine Engineering', 'yes', 'Xavier', '709-555-0003', 'CCC-3', '2026-11-01'],
    ['david', trickyName, 'Sept Iles', 'no', '=1+1', '+1 709 555 0004', 'DDD-4', '2028-01-01'],
    ['eve', 'Eve 50%_off', 'Processing Ops', 'yes', 'Walter', '709-555-0005', 'EEE-5', '2027-06-30'],
  ] as const;
  for (const [key, name, location, pit, supervisor, phone, licence, expiry] of rows) {
    made[key] = await addDriver(testApp, admin, {
      driver_name: name,
      driver_email: `${key}@list.test`,
      location_id: await locationId(testApp, location),
      pit_permit: pit,
      supervisor,
      phone_number: phone,
      license_no: licence,
      expiry_date: expiry,
    });
  }
  await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${made.bob!.id}/enabled` });
  await testApp.request(admin, { method: 'POST', url: `/api/drivers/status/${made.chloe!.id}/archived` });
});

async function names(url: string): Promise<string[]> {
  const response = await testApp.request(admin, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: Driver) => row.name);
}

describe('GET api/drivers', () => {
  it('lists every driver by name, 50 a page by default', async () => {
    const response = await testApp.request(admin, { method: 'GET', url: '/api/drivers' });
    expect(response.json()).toMatchObject({ total: 5, per_page: 50, current_page: 1, last_page: 1, message: 'OK' });
    expect(response.json().data.map((row: Driver) => row.name)).toEqual([
      'alice Martin',
      'Bob Gagnon',
      'Chloé Roy',
      trickyName,
      'Eve 50%_off',
    ]);
  });

  it('filters by enabled=1|0 and archived=1|0 as the status dropdown sends them', async () => {
    expect(await names('/api/drivers?enabled=0')).toEqual(['Bob Gagnon']);
    expect(await names('/api/drivers?enabled=1')).toEqual(['alice Martin', 'Chloé Roy', trickyName, 'Eve 50%_off']);
    expect(await names('/api/drivers?archived=1')).toEqual(['Chloé Roy']);
    expect(await names('/api/drivers?archived=0')).toEqual(['alice Martin', 'Bob Gagnon', trickyName, 'Eve 50%_off']);
  });

  it('searches name, email, supervisor, phone, licence and work location, taking % and _ literally', async () => {
    expect(await names('/api/drivers?search=GAGNON')).toEqual(['Bob Gagnon']);
    expect(await names('/api/drivers?search=alice%40list')).toEqual(['alice Martin']);
    expect(await names('/api/drivers?search=xavier')).toEqual(['Chloé Roy']);
    expect(await names('/api/drivers?search=555%200004')).toEqual([trickyName]);
    expect(await names('/api/drivers?search=ccc-3')).toEqual(['Chloé Roy']);
    expect(await names('/api/drivers?search=colby')).toEqual(['Bob Gagnon']);
    expect(await names('/api/drivers?search=%25')).toEqual(['Eve 50%_off']);
    expect(await names('/api/drivers?search=_')).toEqual(['Eve 50%_off']);
  });

  it('sorts by each column in both directions', async () => {
    expect(await names('/api/drivers?sort=expiry_date&sortDir=desc')).toEqual([
      trickyName,
      'Eve 50%_off',
      'alice Martin',
      'Bob Gagnon',
      'Chloé Roy',
    ]);
    expect(await names('/api/drivers?sort=location')).toEqual([
      'alice Martin',
      'Bob Gagnon',
      'Chloé Roy',
      'Eve 50%_off',
      trickyName,
    ]);
    expect(await names('/api/drivers?sort=supervisor&sortDir=desc')).toEqual([
      'alice Martin',
      'Bob Gagnon',
      'Chloé Roy',
      'Eve 50%_off',
      trickyName,
    ]);
    expect(await names('/api/drivers?sort=pit_permit&sortDir=asc')).toEqual([
      'Bob Gagnon',
      trickyName,
      'alice Martin',
      'Chloé Roy',
      'Eve 50%_off',
    ]);
    expect(await names('/api/drivers?sort=license_no&sortDir=desc')).toEqual([
      'Eve 50%_off',
      trickyName,
      'Chloé Roy',
      'Bob Gagnon',
      'alice Martin',
    ]);
  });

  it('pages with page and per_page', async () => {
    const response = await testApp.request(admin, { method: 'GET', url: '/api/drivers?per_page=2&page=2' });
    expect(response.json()).toMatchObject({ total: 5, per_page: 2, current_page: 2, last_page: 3 });
    expect(response.json().data.map((row: Driver) => row.name)).toEqual(['Chloé Roy', trickyName]);
  });

  it('refuses an unknown sort, a bad filter value and a page size over 100 with field messages', async () => {
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/drivers?sort=colour&enabled=maybe&per_page=500',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      sort: ['Sort must be one of name, location, pit_permit, supervisor, phone_number, license_no, expiry_date.'],
      enabled: ['Enabled must be 1 or 0.'],
    });
    expect(Object.keys(response.json().errors)).toContain('per_page');
  });
});

describe('GET api/drivers/{6 hex}/export', () => {
  it('streams the drivers as CSV: BOM, header row, one row per driver, text kept whole and formulas neutralised', async () => {
    const response = await testApp.request(admin, { method: 'GET', url: '/api/drivers/0a1B2c/export' });
    const rows = csvDownload(response, 'drivers-2026-11-18.csv');
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Drive In Pit',
      'Work Location',
      'Rotation',
      'Pit Permit',
      'Supervisor',
      'Phone Number',
      'Licence Number',
      'Expiry Date',
      'Enabled',
      'Archived',
    ]);
    expect(rows).toHaveLength(6);
    expect(rows[4]).toEqual([
      trickyName,
      'david@list.test',
      'Yes',
      'Sept Iles',
      // A division slash: no spreadsheet turns the rotation into 14 February (the import reads it back as 14/14).
      '14\u221514',
      'No',
      "'=1+1",
      "'+1 709 555 0004",
      'DDD-4',
      '2028-01-01',
      'Yes',
      'No',
    ]);
    expect(rows[2]?.slice(-2)).toEqual(['No', 'No']);
  });

  it('honours the same filters and sort as the list', async () => {
    const archived = await testApp.request(admin, { method: 'GET', url: '/api/drivers/ffffff/export?archived=1' });
    expect(parseCsv(archived.body.slice(1)).map((row) => row[0])).toEqual(['Name', 'Chloé Roy']);
    const sorted = await testApp.request(admin, {
      method: 'GET',
      url: '/api/drivers/123abc/export?sort=expiry_date&sortDir=asc&enabled=1',
    });
    expect(parseCsv(sorted.body.slice(1)).map((row) => row[0])).toEqual([
      'Name',
      'Chloé Roy',
      'alice Martin',
      'Eve 50%_off',
      trickyName,
    ]);
  });

  it('answers 404 unless the code is exactly 6 hex characters', async () => {
    for (const code of ['abc12', 'abcdefa', 'ghijkl']) {
      const response = await testApp.request(admin, { method: 'GET', url: `/api/drivers/${code}/export` });
      expect(response.statusCode, code).toBe(404);
    }
  });

  it('reads the database in keyset batches that follow the list order for every sort', async () => {
    const now = testApp.context.clock.now();
    // No licence filter here: the window is not read.
    const window = { today: '2026-11-18', warnUntil: '2026-12-18' };
    for (const sort of driverSortColumns) {
      for (const direction of ['asc', 'desc'] as const) {
        const order: { sort: DriverSortColumn; direction: 'asc' | 'desc' } = { sort, direction };
        const listed = await listDrivers(testApp.context.db, {}, order, { limit: 100, offset: 0 }, now, window);
        const walked: DriverQueryRow[] = [];
        for (;;) {
          const previous = walked.at(-1);
          const after = previous ? { sortKey: previous.sortKey, id: previous.driver.id } : undefined;
          const batch = await listDriversAfter(testApp.context.db, {}, order, after, 2, now, window);
          walked.push(...batch);
          if (batch.length < 2) break;
        }
        expect(
          walked.map((row) => row.driver.id),
          `${sort} ${direction}`,
        ).toEqual(listed.rows.map((row) => row.driver.id));
      }
    }
  });

  it('asks the reader for each next batch after the last row, and escapes every formula start but negative numbers', async () => {
    const app = Fastify();
    const values = ['=SUM(A1)', '+1', '-1', '-2.50', '-1+1', '@cmd', '\tTab', '\rReturn', 'plain'];
    const calls: (string | undefined)[] = [];
    app.get('/csv', (_request, reply) =>
      sendCsv(reply, {
        fileName: 'test.csv',
        logger: app.log,
        batchSize: 3,
        columns: [{ header: 'Value', value: (row: string) => row }],
        read: async (previous, limit) => {
          calls.push(previous);
          const start = previous === undefined ? 0 : values.indexOf(previous) + 1;
          return values.slice(start, start + limit);
        },
      }),
    );
    const response = await app.inject({ url: '/csv' });
    await app.close();
    expect(calls).toEqual([undefined, '-1', '@cmd', 'plain']);
    expect(parseCsv(response.body.slice(1))).toEqual([
      ['Value'],
      ["'=SUM(A1)"],
      ["'+1"],
      ['-1'],
      ['-2.50'],
      ["'-1+1"],
      ["'@cmd"],
      ["'\tTab"],
      ["'\rReturn"],
      ['plain'],
    ]);
  });
});

describe('GET api/locations', () => {
  it('answers exactly the six allowed work locations, whatever else the table holds', async () => {
    await testApp.context.db.insert(locations).values({ name: 'Secret Garage' });
    const response = await testApp.request(admin, { method: 'GET', url: '/api/locations' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { name: string }) => row.name)).toEqual([
      'Mine Engineering',
      'Colby Building',
      'Admin Building',
      'Processing Ops',
      'Sept Iles',
      'Others',
    ]);
  });
});
