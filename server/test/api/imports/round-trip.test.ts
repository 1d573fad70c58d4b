import { like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../../src/db/schema/index.js';
import { addDriver, insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { multipartBody } from '../../support/multipart.js';
import { giveHourMeter, sendReadings, storedReadings } from '../meters/meter-fixtures.js';
import { commitRun, uploadFile, vehicleValues } from './import-files.js';

/** What the round trip must leave as it was: every form field of the test's vehicles. */
async function savedVehicles() {
  const rows = await testApp.context.db.select().from(vehicles).where(like(vehicles.equipmentNumber, 'RT-%'));
  return rows
    .map(({ updatedAt: _updated, createdAt: _created, ...row }) => row)
    .sort((first, second) => first.id - second.id);
}

const testApp = useTestApp();

type Language = 'en' | 'fr';
type Format = 'csv' | 'xlsx';

/** A list's export, downloaded as the web app asks for it. */
async function exported(
  admin: TestUser,
  listUrl: string,
  format: Format,
  language: Language,
  query = '',
): Promise<Buffer> {
  const response = await testApp.request(admin, {
    method: 'GET',
    url: `${listUrl}/a1b2c3/export?format=${format}${query}`,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

/** Uploads a file unchanged for a dry run, in the reader's language. */
async function dryRun(admin: TestUser, kind: string, file: Buffer, format: Format, language: Language) {
  const response = await testApp.request(admin, {
    method: 'POST',
    url: `/api/imports/${kind}`,
    ...multipart(file, `${kind}.${format}`, language),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    rows: { outcome: string; errors: object }[];
    notes: string[];
    update_count: number;
    error_count: number;
  };
}

/** The upload's body and headers, asking for answers in `language`. */
function multipart(data: Buffer, fileName: string, language: Language = 'en') {
  const body = multipartBody({}, [{ field: 'file', fileName, contentType: 'application/octet-stream', data }]);
  return { ...body, headers: { ...body.headers, 'accept-language': language } };
}

const cases: [Format, Language][] = [
  ['csv', 'en'],
  ['csv', 'fr'],
  ['xlsx', 'en'],
  ['xlsx', 'fr'],
];

/** Every saved row of the export comes back as an update with no message. */
async function expectRoundTrip(
  admin: TestUser,
  kind: string,
  listUrl: string,
  notes: Record<Language, string[]>,
  query = '',
) {
  for (const [format, language] of cases) {
    const file = await exported(admin, listUrl, format, language, query);
    const checked = await dryRun(admin, kind, file, format, language);
    expect(checked.error_count, `${format} ${language}: ${JSON.stringify(checked.rows)}`).toBe(0);
    expect(checked.rows.length).toBeGreaterThan(0);
    expect(checked.rows.every((row) => row.outcome === 'update')).toBe(true);
    expect(checked.notes).toEqual(notes[language]);
  }
}

describe('a file exported from Fleet Ops imports back unchanged', () => {
  it('vehicles: French types, ownership and inspection words, yes/no, dates, and what the export leaves out kept', async () => {
    const admin = await testApp.createUser('admin');
    const vehicles = [
      vehicleValues('RT-OWN', {
        cones: 'yes',
        extra_checklist_items: 'yes',
        vehicle_parent_type: 'SUV',
        gross_weight_kg: '12500',
      }),
      vehicleValues('RT-RENT', {
        ownership_type: 'rent',
        battery_expiry: '',
        tire_expiry: '',
        rental_start_date: '2026-10-01',
        location: 'other',
        location_other: 'Quarry 4',
        inspection_status: 'completed',
        inspection_date: '2026-10-02',
        inspector_name: 'Ivy Inspector',
      }),
      vehicleValues('RT-LEASE', { ownership_type: 'lease', location: 'CR', mine: 'no', radio: 'no' }),
    ];
    for (const payload of vehicles) {
      const created = await testApp.request(admin, { method: 'POST', url: '/api/vehicles', payload });
      expect(created.statusCode, created.body).toBe(201);
    }
    const before = await savedVehicles();

    await expectRoundTrip(
      admin,
      'vehicles',
      '/api/vehicles',
      {
        en: ['Columns left out, as they are exported but not imported: Drivers, Inspection, Status, Enabled.'],
        fr: [
          'Colonnes laissées de côté, car elles sont exportées mais pas importées\u00a0: Chauffeurs, Inspection, Statut, Activé.',
        ],
      },
      '&type=all_vehicles&ownership_type=all&search=RT-',
    );

    // Imported back (French XLSX), every vehicle is as it was.
    const file = await exported(
      admin,
      '/api/vehicles',
      'xlsx',
      'fr',
      '&type=all_vehicles&ownership_type=all&search=RT-',
    );
    const run = await dryRun(admin, 'vehicles', file, 'xlsx', 'fr');
    const committed = await commitRun(testApp, admin, (run as unknown as { id: number }).id);
    expect(committed.result.run).toMatchObject({ status: 'imported', update_count: 3 });
    expect(await savedVehicles()).toEqual(before);
  });

  it('drivers: CSV and XLSX, in English and French, Oui/Non, work locations and rotations read back', async () => {
    const admin = await testApp.createUser('admin');
    await addDriver(testApp, admin, { rotation: '5/2', pit_permit: 'no' });
    await addDriver(testApp, admin, { rotation: '7/7', drive_in_pit: 'no' });

    await expectRoundTrip(admin, 'drivers', '/api/drivers', {
      en: ['Columns left out, as they are exported but not imported: Enabled, Archived.'],
      fr: ['Colonnes laissées de côté, car elles sont exportées mais pas importées\u00a0: Activé, Archivé.'],
    });
  });

  it('rates: French vehicle types (VUS, Camion léger) and decimal commas read back', async () => {
    const admin = await testApp.createUser('admin');
    await expectRoundTrip(admin, 'rates', '/api/rates', { en: [], fr: [] });
  });

  it('fire extinguishers and first aid kits: the vehicle columns and the status are left out', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'TRIP-1');
    const inspection = await testApp.request(admin, {
      method: 'POST',
      url: '/api/inspections',
      payload: {
        vehicle_id: vehicle.id,
        manufacture_year: 2021,
        inspection_month: '2026-05',
        inspection_expiry_date: '2027-05-31',
      },
    });
    expect(inspection.statusCode, inspection.body).toBe(201);
    const kit = await testApp.request(admin, {
      method: 'POST',
      url: '/api/first_aid_kits',
      payload: { vehicle_id: vehicle.id, expiry_date: '2027-12', type: 'type_1' },
    });
    expect(kit.statusCode, kit.body).toBe(201);

    const leftOut = {
      en: ['Columns left out, as they are exported but not imported: Vehicle Type, Vehicle, Status.'],
      fr: [
        'Colonnes laissées de côté, car elles sont exportées mais pas importées\u00a0: Type de véhicule, Véhicule, Statut.',
      ],
    };
    await expectRoundTrip(admin, 'fire_extinguishers', '/api/inspections', leftOut);
    await expectRoundTrip(admin, 'first_aid_kits', '/api/first_aid_kits', leftOut);
  });
});

describe('a meter history exported from Fleet Ops imports back without adding a reading', () => {
  it('in CSV and XLSX, English and French: times, meters, references, a confirmed jump and a voided reading', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'RT-LOADER');
    await giveHourMeter(testApp, vehicle.id, 4000);
    const sent = await sendReadings(testApp, admin, [
      { vehicle: vehicle.id, meter: 'hours', value: 4100, taken_at: '2026-11-10 07:45:30', source_ref: 'tm-1' },
      { vehicle: vehicle.id, meter: 'odometer', value: 1200, taken_at: '2026-11-10 07:45:30', source_ref: 'tm-1' },
      { vehicle: vehicle.id, meter: 'hours', value: 4400, taken_at: '2026-11-12 08:00', confirm_implausible: true },
      { vehicle: vehicle.id, meter: 'odometer', value: 1300, taken_at: '2026-11-13 00:00' },
    ]);
    const lastId = sent.json().data[3].id as number;
    await testApp.request(admin, {
      method: 'POST',
      url: `/api/meter_readings/${lastId}/void`,
      payload: { reason: 'Typo' },
    });
    const before = await storedReadings(testApp, vehicle.id);

    await expectRoundTrip(
      admin,
      'meter_readings',
      '/api/meter_readings',
      {
        en: ['Columns left out, as they are exported but not imported: No., Source, Sent by, Voided.'],
        fr: [
          'Colonnes laissées de côté, car elles sont exportées mais pas importées\u00a0: N°, Source, Envoyée par, Annulée.',
        ],
      },
      `&vehicle_id=${vehicle.id}`,
    );

    const file = await exported(admin, '/api/meter_readings', 'xlsx', 'fr', `&vehicle_id=${vehicle.id}`);
    const run = await dryRun(admin, 'meter_readings', file, 'xlsx', 'fr');
    const committed = await commitRun(testApp, admin, (run as unknown as { id: number }).id);
    expect(committed.result.run).toMatchObject({ status: 'imported', new_count: 0, update_count: 6 });
    expect(await storedReadings(testApp, vehicle.id)).toEqual(before);
  });
});

describe('rotations such as 5/2 never become dates', () => {
  it('are written as text: a division slash in a CSV, a text cell in an XLSX', async () => {
    const admin = await testApp.createUser('admin');
    const driver = await addDriver(testApp, admin, { rotation: '5/2' });
    const search = `/api/drivers/a1b2c3/export?search=${encodeURIComponent(driver.driver_email)}`;

    const csv = await testApp.request(admin, { method: 'GET', url: search });
    expect(csv.body).toContain(',5\u22152,');

    const xlsx = await testApp.request(admin, { method: 'GET', url: `${search}&format=xlsx` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Rotation');
    expect(sheet.getRow(2).getCell(column).value).toBe('5/2');
    expect(sheet.getRow(2).getCell(column).numFmt).toBe('@');
  });

  it('refuses a date where a rotation belongs, naming the row and the column, in either file type', async () => {
    const admin = await testApp.createUser('admin');
    const driver = await addDriver(testApp, admin, { rotation: '5/2' });
    const search = `/api/drivers/a1b2c3/export?search=${encodeURIComponent(driver.driver_email)}&format=xlsx`;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await testApp.request(admin, { method: 'GET', url: search })).rawPayload as never);
    const sheet = workbook.worksheets[0]!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Rotation');
    // What a spreadsheet does to 5/2 typed in a cell that is not text.
    const cell = sheet.getRow(2).getCell(column);
    cell.value = new Date(Date.UTC(2026, 4, 2));
    cell.numFmt = 'm/d';
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const checked = (await uploadFile(testApp, admin, 'drivers', file, 'drivers.xlsx')).json().data;
    expect(checked.rows).toEqual([
      {
        row: 2,
        outcome: 'error',
        key: driver.driver_email,
        errors: {
          rotation: [
            '2026-05-02 is a date, not a rotation such as 5/2: a spreadsheet turned it into one. Format the column as text and type it again.',
          ],
        },
      },
    ]);

    const csv = (await testApp.request(admin, { method: 'GET', url: search.replace('&format=xlsx', '') })).body;
    const french = await testApp.request(admin, {
      method: 'POST',
      url: '/api/imports/drivers',
      ...multipart(Buffer.from(csv.replace('5\u22152', '02/05/2026')), 'drivers.csv', 'fr'),
    });
    expect(french.json().data.rows[0].errors).toEqual({
      rotation: [
        '02/05/2026 est une date, pas une rotation comme 5/2\u00a0: un tableur l’a convertie. Mettez la colonne au format texte et saisissez-la de nouveau.',
      ],
    });
  });
});
