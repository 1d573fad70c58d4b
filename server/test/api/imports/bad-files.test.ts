import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importRuns } from '../../../src/db/schema/index.js';
import { pngBytes } from '../../support/images.js';
import { useTestApp } from '../../support/test-app.js';
import { csvFile, table, uploadFile, vehicleValues, xlsxFile } from './import-files.js';

const testApp = useTestApp();

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function runCount() {
  const [row] = await testApp.context.db.select({ value: count() }).from(importRuns);
  return row!.value;
}

/** The 422 (or 413) a bad file gets: one message, on the file, and no run stored. */
async function expectRefused(data: Buffer, fileName: string, message: string, status = 422) {
  const admin = await testApp.createUser('admin');
  const before = await runCount();
  const response = await uploadFile(testApp, admin, 'vehicles', data, fileName);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(status === 413 ? { message } : { message, errors: { file: [message] } });
  expect(await runCount()).toBe(before);
}

/** A vehicle file of `rows` data rows, small per row: the limits are reached before any row is checked. */
const manyRows = (rows: number) => [
  table('vehicles', [])[0]!,
  ...Array.from({ length: rows }, (_, index) => [`R-${index}`]),
];

describe('POST api/imports/{kind} with a bad file', () => {
  it('refuses a file that is neither CSV nor XLSX, whatever its name says', async () => {
    const message =
      'The file is not a CSV or XLSX file. Save it from your spreadsheet as CSV or Excel Workbook (.xlsx).';
    await expectRefused(pdfBytes, 'fleet.csv', message);
    await expectRefused(pngBytes, 'fleet.xlsx', message);
  });

  it('refuses a damaged XLSX workbook', async () => {
    const workbook = await xlsxFile(table('vehicles', [vehicleValues('D-1')]));
    await expectRefused(
      workbook.subarray(0, workbook.length / 2),
      'fleet.xlsx',
      'The XLSX file could not be read. It may be damaged: save it again from your spreadsheet.',
    );
  });

  it('refuses a 50 MB file with a 413 naming the limit', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
    await expectRefused(huge, 'fleet.csv', 'The file is larger than 10 MB. Split it into smaller files.', 413);
  });

  it('refuses 100,000 rows in a CSV, and 10,001 in a workbook, naming the limit', async () => {
    const message = 'The file has more than 10,000 rows. Split it into smaller files.';
    await expectRefused(csvFile(manyRows(100_000)), 'fleet.csv', message);
    await expectRefused(await xlsxFile(manyRows(10_001)), 'fleet.xlsx', message);
  });

  it('refuses a column given twice, naming it', async () => {
    const [header, row] = table('vehicles', [vehicleValues('C-1')]);
    await expectRefused(
      csvFile([
        [...header!, 'NIV'],
        [...row!, 'X'],
      ]),
      'fleet.csv',
      'Columns given more than once: VIN number.',
    );
  });

  it('refuses an empty file, a header without rows and a quote never closed', async () => {
    await expectRefused(
      Buffer.from('\r\n\r\n'),
      'fleet.csv',
      'The file is empty: its first row must hold the column names.',
    );
    await expectRefused(csvFile(table('vehicles', [])), 'fleet.csv', 'The file has no rows under its column names.');
    const [header] = table('vehicles', []);
    await expectRefused(
      Buffer.from(`${header!.join(',')}\r\n"C-1,Light Duty Truck\r\n`),
      'fleet.csv',
      'The CSV file has a quoted cell that is never closed.',
    );
  });

  it('refuses a request without a file, and an unknown kind', async () => {
    const admin = await testApp.createUser('admin');
    const empty = await testApp.request(admin, { method: 'POST', url: '/api/imports/vehicles', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      message: 'Choose a CSV or XLSX file to import.',
      errors: { file: ['Choose a CSV or XLSX file to import.'] },
    });
    const unknown = await uploadFile(testApp, admin, 'trailers', csvFile(table('vehicles', [vehicleValues('K-1')])));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      kind: ['Import kind must be vehicles, drivers, rates, fire_extinguishers, first_aid_kits or meter_readings.'],
    });
  });

  it('is for admins only', async () => {
    const supervisor = await testApp.createUser('supervisor');
    const response = await uploadFile(
      testApp,
      supervisor,
      'vehicles',
      csvFile(table('vehicles', [vehicleValues('S-1')])),
    );
    expect(response.statusCode).toBe(403);
  });
});
