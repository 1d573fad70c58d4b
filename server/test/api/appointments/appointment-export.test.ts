import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, vehicles } from '../../../src/db/schema/index.js';
import { expectAdminsOnly } from '../../support/access.js';
import { csvDownload, insertVehicle, locationId } from '../../support/fleet-fixtures.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
let admin: TestUser;

async function vehicleWith(equipmentNumber: string, vin: string, model: string) {
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  await testApp.context.db.update(vehicles).set({ vinNo: vin, vehicleType: model }).where(eq(vehicles.id, vehicle.id));
  return vin;
}

async function book(vin: string, date: string, time: string, appointment_type: string, comments?: string) {
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/appointments',
    payload: {
      vehicle_no: vin,
      date_to_added: date,
      time,
      appointment_type,
      location_id: await locationId(testApp),
      comments,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

const exportOf = (query = '') =>
  testApp.request(admin, { method: 'GET', url: `/api/appointments/a1b2c3/export${query}` });

const header = 'Date,Time,Equipment Number,Vehicle # (VIN),Vehicle,Appointment,Location,Comments';

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  await testApp.context.db.delete(appointments);
  // 2026-11-19 02:00 UTC is still 2026-11-18 in St. John's: the 18th's bookings are upcoming.
  testApp.setNow('2026-11-19T02:00:00Z');
  const truck = await vehicleWith('EXP-1', '1FTFW1E50PFA00001', 'Ford F-150');
  const van = await vehicleWith('EXP-2', '1FTBR1C80PKA00002', 'Ford Transit');
  await book(truck, '2026-11-17', '09:00', 'Cleaning', 'Wash, then wax');
  await book(van, '2026-11-18', '14:30', 'Maintenance', '=SUM(A1)');
  await book(truck, '2026-11-25', '08:15', 'Maintenance');
});

describe('GET api/appointments/{6 hex}/export', () => {
  it('exports every booking as the table shows it, newest first, with full comments and formulas defused', async () => {
    const response = await exportOf('?when=all');
    csvDownload(response, 'appointments-2026-11-18.csv');
    expect(response.body).toBe(
      [
        `\uFEFF${header}`,
        '2026-11-25,08:15,EXP-1,1FTFW1E50PFA00001,Ford F-150,Maintenance,Mine Engineering,',
        "2026-11-18,14:30,EXP-2,1FTBR1C80PKA00002,Ford Transit,Maintenance,Mine Engineering,'=SUM(A1)",
        '2026-11-17,09:00,EXP-1,1FTFW1E50PFA00001,Ford F-150,Cleaning,Mine Engineering,"Wash, then wax"',
        '',
      ].join('\r\n'),
    );
  });

  it('exports only upcoming bookings nearest first, or only past ones, as the Show filter does', async () => {
    const upcoming = csvDownload(await exportOf('?when=upcoming'));
    expect(upcoming.slice(1).map((row) => `${row[0]} ${row[2]}`)).toEqual(['2026-11-18 EXP-2', '2026-11-25 EXP-1']);
    const past = csvDownload(await exportOf('?when=past'));
    expect(past.slice(1).map((row) => `${row[0]} ${row[2]}`)).toEqual(['2026-11-17 EXP-1']);
  });

  it("exports only the chosen week's bookings", async () => {
    const rows = csvDownload(await exportOf('?start=2026-11-15&end=2026-11-21&when=all'));
    expect(rows.slice(1).map((row) => row[0])).toEqual(['2026-11-18', '2026-11-17']);
  });

  it('exports only the bookings holding every word of the search, in any column, dates also as the screen writes them', async () => {
    const cases: [string, string[]][] = [
      ['exp-1', ['2026-11-25', '2026-11-17']],
      ['maintenance transit', ['2026-11-18']],
      ['WAX', ['2026-11-17']],
      ['pka00002', ['2026-11-18']],
      ['08:15', ['2026-11-25']],
      ['2026-11-17', ['2026-11-17']],
      ['nov 25, 2026', ['2026-11-25']],
      ['18 nov.', ['2026-11-18']],
      ['mine   engineering cleaning', ['2026-11-17']],
      ['50%', []],
      ['nothing like it', []],
    ];
    for (const [search, expected] of cases) {
      const rows = csvDownload(await exportOf(`?when=all&search=${encodeURIComponent(search)}`));
      expect(
        rows.slice(1).map((row) => row[0]),
        search,
      ).toEqual(expected);
    }
  });

  it('answers a header alone when nothing matches', async () => {
    const response = await exportOf('?search=nobody');
    expect(response.body).toBe(`\uFEFF${header}\r\n`);
  });

  it('refuses a bad period, a week ending before it starts, and a code that is not 6 hex digits', async () => {
    const period = await exportOf('?when=soon');
    expect(period.statusCode).toBe(422);
    expect(period.json().errors).toEqual({ when: ['When must be upcoming, past or all.'] });
    const range = await exportOf('?start=2026-11-21&end=2026-11-15');
    expect(range.statusCode).toBe(422);
    expect(range.json().errors).toEqual({ end: ['The end date must be on or after the start date.'] });
    const badCode = await testApp.request(admin, { method: 'GET', url: '/api/appointments/zzzzzz/export' });
    expect(badCode.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    await expectAdminsOnly(testApp, [{ method: 'GET', url: '/api/appointments/abcdef/export' }]);
  });
});
