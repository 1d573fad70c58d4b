import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { addDriver, csvDownload, insertAssignment, parseCsv } from '../../support/fleet-fixtures.js';
import { days, lastWeek, listWeek, oldVehicle, saveTracking, thisWeek } from './test-support.js';

const testApp = useTestApp();

const header = [
  'Driver Name',
  'Equipment Number',
  'Ownership',
  'Location',
  'VIN',
  'Licence Plate',
  'Rate Type',
  'DR',
  'Vehicle',
  'Vehicle Type',
  'Appointment/Cleaning',
  'Comments',
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  'Amount',
  'Status',
];

describe('GET api/tracking/{6 hex}/export', () => {
  it("streams the week's rows as CSV with the list's filters: week, status, search and sort", async () => {
    const admin = await testApp.createUser('admin');
    const driver = await addDriver(testApp, admin, { driver_name: 'Export Driver' });
    const billed = await oldVehicle(testApp, 'EXP-1', 'Heavy Duty Truck');
    await oldVehicle(testApp, 'EXP-2');
    await insertAssignment(testApp, { vehicleId: billed.id, driverId: driver.id, from: '2026-10-01T12:00:00Z' });
    const list = await listWeek(testApp, admin, { search: 'EXP-' });
    const offRow = list.data.find((row) => row.equipment_number === 'EXP-2')!;
    await testApp.request(admin, { method: 'GET', url: `/api/trackings/status/${offRow.id}` });
    await saveTracking(testApp, admin, {
      VIN_no: billed.vinNo,
      start_date: thisWeek,
      driver_id: driver.id,
      rate_type: 'custom_rate',
      rate: 55.5,
      week_record: days(thisWeek, [1, 3, 2, 0, 1]),
      comment: '=HYPERLINK("x")',
    });

    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/tracking/0a1B2c/export?start_date=2026-11-18&search=EXP-',
    });
    expect(csvDownload(response, 'tracking-2026-11-15-2026-11-18.csv')).toEqual([
      header,
      [
        'Export Driver',
        'EXP-1',
        'Own',
        'ZV',
        billed.vinNo,
        billed.licensePlateNo,
        'Custom Rate',
        '55.50',
        'Ford Explorer',
        'Heavy Duty Truck',
        '',
        `'=HYPERLINK("x")`,
        'In Town',
        'Out of Town',
        'Spare',
        'No Charge',
        'In Town',
        'No Charge',
        'No Charge',
        '166.50',
        'Enabled',
      ],
    ]);

    const disabled = await testApp.request(admin, {
      method: 'GET',
      url: '/api/tracking/ffffff/export?enabled=0&search=EXP-',
    });
    expect(parseCsv(disabled.body).map((row) => [row[1], row.at(-1)])).toEqual([
      ['Equipment Number', 'Status'],
      ['EXP-2', 'Disabled'],
    ]);

    const sorted = await testApp.request(admin, {
      method: 'GET',
      url: `/api/tracking/abcdef/export?start_date=${lastWeek}&search=EXP-&sortBy=equipment_number&sortDir=desc`,
    });
    const rows = parseCsv(sorted.body);
    expect(rows[0]![12]).toBe('2026-11-08');
    expect(rows.slice(1).map((row) => row[1])).toEqual(['EXP-2', 'EXP-1']);
  });

  it('answers 404 for a code that is not 6 hex characters, and 422 for a bad filter', async () => {
    const admin = await testApp.createUser('admin');
    for (const code of ['abcde', 'abcdefg', 'xyzxyz']) {
      const response = await testApp.request(admin, { method: 'GET', url: `/api/tracking/${code}/export` });
      expect(response.statusCode, code).toBe(404);
    }
    const bad = await testApp.request(admin, { method: 'GET', url: '/api/tracking/abcdef/export?enabled=maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ enabled: ['Enabled must be 1 or 0.'] });
  });
});
