import { describe, expect, it } from 'vitest';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { cleaningRows } from '../../../src/features/reports/queries/cleaning.js';
import { preUseRows } from '../../../src/features/reports/queries/pre-use.js';
import { seedRange, useReportFleet } from './report-fixtures.js';

const fleet = useReportFleet();
const { testApp } = fleet;

const seedQuery = `start_date=${seedRange.start_date}&end_date=${seedRange.end_date}`;
const expiryQuery = 'start_date=2026-11-19&end_date=2027-01-31';
const vehicle = ['Equipment No', 'Vehicle', 'Vehicle Type'];

/** Each report: its call, its export and the header the export must start with. */
const reports = [
  {
    report: 'cleaning/SUV',
    range: seedRange,
    url: `/api/cleaning/00aa11/export?${seedQuery}&type=SUV`,
    header: [...vehicle, 'Week Start', 'Week End', 'Cleaned', 'Cleaning', 'Appointments'],
  },
  {
    report: 'maintenance',
    range: seedRange,
    url: `/api/maintenance/00aa11/export?${seedQuery}`,
    header: [...vehicle, 'Appointments', 'First Appointment', 'Last Appointment'],
  },
  {
    report: 'inspection/all',
    range: { start_date: '2026-11-19', end_date: '2027-01-31' },
    url: `/api/inspection/all/00aa11/export?${expiryQuery}`,
    header: [...vehicle, 'Manufacture Year', 'Inspection Month', 'Inspection Expiry Date', 'Status', 'Days Left'],
  },
  {
    report: 'reg_renewal/all',
    range: { start_date: '2026-11-19', end_date: '2027-01-31' },
    url: `/api/reg_renewal/all/00aa11/export?${expiryQuery}`,
    header: [
      ...vehicle,
      'Ownership Type',
      'Licence Plate No',
      'VIN No',
      'Registration Expiry',
      'Registration Status',
      'Insurance Expiry',
      'Insurance Status',
      'Sticker Expiry',
      'Sticker Status',
      'Next Expiry',
    ],
  },
  {
    report: 'vehicle_types/all',
    range: seedRange,
    url: `/api/vehicle_types/all/00aa11/export?${seedQuery}`,
    header: [
      'Vehicle Type',
      'Own',
      'Lease',
      'Rent',
      'Vehicles',
      'Full Day Rate',
      'Shared Day Rate',
      'In Use Days',
      'Billing',
    ],
  },
  {
    report: 'pre_use_inspection',
    range: seedRange,
    url: `/api/pre_use_inspection/00aa11/export?${seedQuery}`,
    header: [
      ...vehicle,
      'Checklists',
      'Issues',
      'Working Days',
      'Checked Days',
      'Gap Days',
      'Compliance %',
      'Days Without Checklist',
    ],
  },
  {
    report: 'profit_loss',
    range: seedRange,
    url: `/api/profit_loss/00aa11/export?${seedQuery}`,
    header: [
      ...vehicle,
      'Billing',
      'Revenue',
      'Income',
      'Rental Cost',
      'Gas',
      'Insurance',
      'Maintenance',
      'Expenses',
      'Net',
    ],
  },
];

/** The rows of a report's CSV download, as the admin. */
async function csvOf(url: string, fileName?: string) {
  return csvDownload(await testApp.request(fleet.admin, { method: 'GET', url }), fileName);
}

describe('report exports', () => {
  it("stream the report's header and exactly as many rows as the screen shows", async () => {
    for (const { report, range, url, header } of reports) {
      const screen = await fleet.report(report, range);
      const rows = await csvOf(url);
      expect(rows[0], url).toEqual(header);
      expect(rows.length - 1, url).toBe(screen.rows.length);
      expect(rows.length - 1, url).toBeGreaterThan(0);
    }
  });

  it('write money with 2 decimals, Yes/No, and the gap days joined', async () => {
    const profit = await csvOf(
      `/api/profit_loss/abcdef/export?${seedQuery}`,
      'profit-loss-report-2025-12-21-2026-01-10-2026-11-18.csv',
    );
    expect(profit[1]).toEqual([
      'RPT-A',
      'Ford Explorer',
      'SUV',
      '920.00',
      '50.00',
      '970.00',
      '0.00',
      '70.25',
      '20.00',
      '125.50',
      '215.75',
      '754.25',
    ]);
    // A negative amount stays a number: the formula guard leaves plain negative numbers alone.
    expect(profit[3]!.slice(-1)).toEqual(['-280.00']);
    const preUse = await csvOf(`/api/pre_use_inspection/abcdef/export?${seedQuery}`);
    expect(preUse[2]).toEqual([
      'RPT-B',
      'Ford F150',
      'Light Duty Truck',
      '4',
      '1',
      '6',
      '4',
      '2',
      '66.7',
      '2025-12-25; 2025-12-26',
    ]);
    expect(preUse[3]!.slice(-2)).toEqual(['', '']);
    const cleaning = await csvOf(`/api/cleaning/abcdef/export?${seedQuery}`);
    expect(cleaning.slice(1, 3).map((row) => row.slice(3))).toEqual([
      ['2025-12-21', '2025-12-27', 'Yes', '2025-12-23 10:00', '1'],
      ['2025-12-28', '2026-01-03', 'No', '', '0'],
    ]);
  });

  it('read their rows in keyset batches that add up to exactly the whole report', async () => {
    const db = testApp.context.db;
    const whole = await cleaningRows(db, seedRange, 'all');
    expect(whole).toHaveLength(6);
    const batches: (typeof whole)[] = [];
    for (;;) {
      const batch = await cleaningRows(db, seedRange, 'all', { after: batches.at(-1)?.at(-1), limit: 4 });
      batches.push(batch);
      if (batch.length < 4) break;
    }
    expect(batches.map((batch) => batch.length)).toEqual([4, 2]);
    expect(batches.flat()).toEqual(whole);

    const coverage = { dayStart: '06:00', timeZone: testApp.context.clock.timeZone };
    const wholePreUse = await preUseRows(db, seedRange, coverage);
    const firstTwo = await preUseRows(db, seedRange, coverage, { limit: 2 });
    const rest = await preUseRows(db, seedRange, coverage, { after: firstTwo[1], limit: 2 });
    expect([...firstTwo, ...rest]).toEqual(wholePreUse);
    expect(wholePreUse.map((row) => row.equipment_number)).toEqual(['RPT-A', 'RPT-B', 'RPT-C']);
  });
});
