import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importRuns, vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { csvFile, table, uploadFile, vehicleValues, xlsxFile } from './import-files.js';

const testApp = useTestApp();

async function vehicleCount() {
  const [row] = await testApp.context.db.select({ value: count() }).from(vehicles);
  return row!.value;
}

describe('POST api/imports/vehicles (dry run)', () => {
  it('shows each row as new, update or error with the vehicle form’s messages, and stores only the run', async () => {
    const admin = await testApp.createUser('admin');
    await insertVehicle(testApp, 'DRY-KEPT');
    const before = await vehicleCount();
    const file = csvFile(
      table('vehicles', [
        vehicleValues('DRY-NEW'),
        vehicleValues('DRY-KEPT', { comments: 'New tires' }),
        vehicleValues('DRY-BAD', { ownership_type: 'borrowed', last_odm_read: 'lots', battery_expiry: '' }),
        vehicleValues('DRY-DONE', { inspection_status: 'completed' }),
      ]),
    );

    const response = await uploadFile(testApp, admin, 'vehicles', file, 'fleet.csv');

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('The file has been checked.');
    expect(body.data).toMatchObject({
      kind: 'vehicles',
      file_name: 'fleet.csv',
      status: 'checked',
      total_rows: 4,
      rows_done: 0,
      new_count: 1,
      update_count: 1,
      error_count: 2,
      error: null,
      finished_at: null,
    });
    expect(body.data.rows).toEqual([
      { row: 2, outcome: 'new', key: 'DRY-NEW', errors: {} },
      { row: 3, outcome: 'update', key: 'DRY-KEPT', errors: {} },
      {
        row: 4,
        outcome: 'error',
        key: 'DRY-BAD',
        errors: {
          ownership_type: ['Ownership type must be own, lease or rent.'],
          last_odm_read: ['Odometer must be a whole number between 0 and 10,000,000.'],
          battery_expiry: ['Battery expiry is required'],
        },
      },
      {
        row: 5,
        outcome: 'error',
        key: 'DRY-DONE',
        errors: { inspection_date: ['Inspection date is required'], inspector_name: ['Inspector name is required'] },
      },
    ]);
    expect(await vehicleCount()).toBe(before);
    const [run] = await testApp.context.db.select().from(importRuns).where(eq(importRuns.id, body.data.id));
    expect(run).toMatchObject({ status: 'checked', totalRows: 4, errorCount: 2, createdBy: admin.id });
  });

  it('reads an XLSX workbook: dates, numbers and rich text as values, formulas and error cells refused', async () => {
    const admin = await testApp.createUser('admin');
    const [header, ...rows] = table('vehicles', [vehicleValues('XL-1'), vehicleValues('XL-2'), vehicleValues('XL-3')]);
    const odometer = header!.indexOf('Odometer (km)');
    const battery = header!.indexOf('Battery expiry');
    const vehicle = header!.indexOf('Vehicle');
    const first = [...rows[0]!] as unknown[];
    first[odometer] = 15000;
    first[battery] = new Date(Date.UTC(2027, 5, 30));
    first[vehicle] = { richText: [{ text: 'Ford ' }, { text: 'Ranger' }] };
    const second = [...rows[1]!] as unknown[];
    second[odometer] = { formula: '1000*15', result: 15000 };
    const third = [...rows[2]!] as unknown[];
    third[battery] = { error: '#N/A' };

    const response = await uploadFile(
      testApp,
      admin,
      'vehicles',
      await xlsxFile([header!, first, second, third]),
      'fleet.xlsx',
    );

    expect(response.statusCode).toBe(201);
    expect(response.json().data.rows).toEqual([
      { row: 2, outcome: 'new', key: 'XL-1', errors: {} },
      {
        row: 3,
        outcome: 'error',
        key: 'XL-2',
        errors: { last_odm_read: ['Formulas are not imported: paste values.'] },
      },
      {
        row: 4,
        outcome: 'error',
        key: 'XL-3',
        errors: { battery_expiry: ['This cell holds a spreadsheet error (such as #N/A): type its value.'] },
      },
    ]);
  });

  it('reads French headers in any case from a Windows-1252 file separated by semicolons, as Excel writes it in Quebec', async () => {
    const admin = await testApp.createUser('admin');
    const [header, ...rows] = table(
      'vehicles',
      [vehicleValues('QC-1', { comments: 'Clés au bureau – côté chauffeur' })],
      'fr',
    );
    const file = csvFile([header!.map((name) => name.toUpperCase()), ...rows], { delimiter: ';', encoding: 'win1252' });

    const response = await uploadFile(testApp, admin, 'vehicles', file);

    expect(response.statusCode).toBe(201);
    expect(response.json().data.rows).toEqual([{ row: 2, outcome: 'new', key: 'QC-1', errors: {} }]);
  });

  it('reads UTF-8 with or without a byte order mark', async () => {
    const admin = await testApp.createUser('admin');
    const cells = table('vehicles', [vehicleValues('BOM-1', { comments: 'Clés au bureau' })]);
    for (const encoding of ['utf8', 'utf8-bom'] as const) {
      const response = await uploadFile(testApp, admin, 'vehicles', csvFile(cells, { encoding }));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.rows).toEqual([{ row: 2, outcome: 'new', key: 'BOM-1', errors: {} }]);
    }
  });

  it('marks a key the file holds more than once on each of its rows, naming the others', async () => {
    const admin = await testApp.createUser('admin');
    const file = csvFile(
      table('vehicles', [
        vehicleValues('TWICE'),
        vehicleValues('ONCE'),
        vehicleValues('twice'),
        vehicleValues('TWICE'),
      ]),
    );

    const response = await uploadFile(testApp, admin, 'vehicles', file);

    expect(response.json().data.rows.map((row: { errors: object }) => row.errors)).toEqual([
      { equipment_number: ['This key is also on rows 4, 5 of the file.'] },
      {},
      { equipment_number: ['This key is also on rows 2, 5 of the file.'] },
      { equipment_number: ['This key is also on rows 2, 4 of the file.'] },
    ]);
  });

  it('refuses CSV cells a spreadsheet would run as formulas, but not signed numbers', async () => {
    const admin = await testApp.createUser('admin');
    const file = csvFile(
      table('vehicles', [
        vehicleValues('F-1', { comments: '=HYPERLINK("http://evil.test")' }),
        vehicleValues('F-2', { comments: '@SUM(A1:A2)' }),
        vehicleValues('F-3', { comments: '+1 (418) 555-0100', abg_mva_sticker_status: '-12.5' }),
      ]),
    );

    const response = await uploadFile(testApp, admin, 'vehicles', file);

    expect(response.json().data.rows.map((row: { errors: object }) => row.errors)).toEqual([
      { comments: ['Formulas are not imported: paste values.'] },
      { comments: ['Formulas are not imported: paste values.'] },
      {},
    ]);
  });
});
