import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../test/test-app.js';
import { seedReportFleet } from './report-fixtures.js';

/**
 * The list exports of the other features (spec 02 "Exports") exist, stream CSV with a byte order
 * mark and start with their header row. Their own feature tests cover filters and contents.
 */
const testApp = useTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  await seedReportFleet(testApp, admin);
});

const listExports = [
  {
    url: '/api/vehicles/1a2b3c/export',
    rows: 3,
    header: [
      'Equipment Number',
      'Vehicle Type',
      'Vehicle',
      'License Plate No',
      'VIN No',
      'Ownership',
      'Location',
      'ABG/MVA Stickers',
      'Insurance Expiry',
      'Registration Expiry',
      'Inspection Status',
      'Inspection Date',
      'Battery Expiry',
      'Tire Expiry',
      'Drivers',
      'PPE No',
      'Last Odometer',
      'Radio',
      'Mine',
      'Status',
      'Enabled',
      'Comments',
    ],
  },
  {
    url: '/api/income/1a2b3c/export',
    rows: 7,
    header: [
      'Week Start',
      'Week End',
      'Equipment Number',
      'Vehicle Type',
      'Vehicle',
      'VIN No',
      'Revenue',
      'Rental Cost',
      'Gas',
      'Insurance',
      'Maintenance',
      'Net',
    ],
  },
  {
    url: '/api/tracking/1a2b3c/export?start_date=2025-12-21',
    rows: 2,
    header: [
      'Driver Name',
      'Equipment No',
      'Ownership Type',
      'Location',
      'VIN No',
      'License Plate No',
      'Rate Type',
      'DR',
      'Vehicle',
      'Vehicle Type',
      'Appointment/Cleaning',
      'Comments',
      '2025-12-21',
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
      '2025-12-27',
      'Amount',
      'Status',
    ],
  },
  {
    url: '/api/drivers/1a2b3c/export',
    rows: 3,
    header: [
      'Name',
      'Email',
      'Drive In Pit',
      'Work Location',
      'Rotation',
      'Pit Permit',
      'Supervisor',
      'Phone Number',
      'License Number',
      'Expiry Date',
      'Enabled',
      'Archived',
    ],
  },
  {
    url: '/api/inspections/1a2b3c/export',
    rows: 5,
    header: [
      'Equipment Number',
      'Vehicle Type',
      'Vehicle',
      'Manufacture Year',
      'Inspection Month',
      'Inspection Expiry Date',
      'Status',
    ],
  },
];

describe('list exports', () => {
  it('stream text/csv starting with the header row', async () => {
    for (const { url, header, rows } of listExports) {
      const response = await testApp.request(admin, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition'], url).toMatch(/^attachment; filename=".+\.csv"$/);
      expect(response.body.startsWith('\uFEFF'), url).toBe(true);
      const csv = parseCsv(response.body);
      expect(csv[0], url).toEqual(header);
      expect(csv.length - 1, url).toBe(rows);
    }
  });

  it('are for admins only', async () => {
    const driver = await testApp.createUser('driver');
    for (const { url } of listExports) {
      expect((await testApp.request(driver, { method: 'GET', url })).statusCode, url).toBe(403);
      expect((await testApp.request(undefined, { method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
