import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, checklistBaseItems } from '@fleet-ops/shared';
import { checklists, vehicles } from '../../../src/db/schema/index.js';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { driverWithVehicle } from './checklist-fixtures.js';

const testApp = useTestApp();
const items = checklistBaseItems.map((item) => ({ item, answer: 'yes' as const }));
const header =
  'Equipment Number,Issue,Vehicle Type,Radio,Mine,Ownership,Vehicle,Licence Plate,VIN,Date,Operator,ODM Read,' +
  'Engine Hours,Inspection Form,Form Version,Inspected At,Place,Signed,Statement Version,Duration (s),Completed Quickly';

type Owner = Awaited<ReturnType<typeof driverWithVehicle>>;
let admin: TestUser;
let supervisor: TestUser;
/** In the supervisor's crew. */
let dana: Owner;
/** In another crew. */
let omar: Owner;

async function vehicleOf(owner: Owner, values: Partial<typeof vehicles.$inferInsert>) {
  await testApp.context.db.update(vehicles).set(values).where(eq(vehicles.id, owner.vehicle.id));
}

async function checklistOf(
  owner: Owner,
  values: { equipmentNumber: string; vehicleType: string; operator: string; date: string; odmRead: number },
  hasIssue = false,
) {
  await testApp.context.db.insert(checklists).values({
    ...values,
    vehicleId: owner.vehicle.id,
    driverId: owner.driver.id,
    submittedBy: owner.session.id,
    items,
    hasIssue,
    // Stored at 15:00 UTC on its day: 11:30 in St. John's.
    createdAt: new Date(`${values.date}T15:00:00Z`),
  });
}

const exportOf = (user: TestUser | undefined, query = '', headers: Record<string, string> = {}) =>
  testApp.request(user, { method: 'GET', url: `/api/checklist/a1b2c3/export${query}`, headers });

const csv = (...lines: string[]) => [`\uFEFF${header}`, ...lines, ''].join('\r\n');

const danaNew =
  'TRK-7,Issue,Light Duty Truck,Yes,No,Lease,"Ford F-150, crew cab",ABC 123,VINDANA0007,2026-11-18,Dana Driver,1500,,,,2026-11-18 11:30:00,,No,,,No';
const danaOld =
  'TRK-7,OK,Light Duty Truck,Yes,No,Lease,"Ford F-150, crew cab",ABC 123,VINDANA0007,2026-11-16,Dana Driver,1400,,,,2026-11-16 11:30:00,,No,,,No';
const omarNew =
  "SUV-9,OK,SUV,No,Yes,Rent,Toyota Hilux,XYZ 789,VINOMAR0009,2026-11-17,'=Omar,2200,,,,2026-11-17 11:30:00,,No,,,No";
const omarOld =
  "SUV-9,Issue,SUV,No,Yes,Rent,Toyota Hilux,XYZ 789,VINOMAR0009,2026-11-05,'=Omar,2100,,,,2026-11-05 11:30:00,,No,,,No";

beforeAll(async () => {
  testApp.setNow('2026-11-18T15:00:00Z');
  admin = await testApp.createUser('admin');
  supervisor = await testApp.createUser('supervisor', { firstName: 'Export', lastName: 'Boss' });
  dana = await driverWithVehicle(testApp, admin, { supervisor: 'Export Boss' });
  omar = await driverWithVehicle(testApp, admin, { supervisor: 'Someone Else' });
  await vehicleOf(dana, {
    vehicleParentType: 'Light Duty Truck',
    radio: true,
    mine: false,
    ownershipType: 'lease',
    licensePlateNo: 'ABC 123',
    vinNo: 'VINDANA0007',
  });
  await vehicleOf(omar, {
    vehicleParentType: 'SUV',
    radio: false,
    mine: true,
    ownershipType: 'rent',
    licensePlateNo: 'XYZ 789',
    vinNo: 'VINOMAR0009',
  });
  const danas = { equipmentNumber: 'TRK-7', vehicleType: 'Ford F-150, crew cab', operator: 'Dana Driver' };
  const omars = { equipmentNumber: 'SUV-9', vehicleType: 'Toyota Hilux', operator: '=Omar' };
  await checklistOf(dana, { ...danas, date: '2026-11-16', odmRead: 1400 });
  await checklistOf(dana, { ...danas, date: '2026-11-18', odmRead: 1500 }, true);
  await checklistOf(omar, { ...omars, date: '2026-11-05', odmRead: 2100 }, true);
  await checklistOf(omar, { ...omars, date: '2026-11-17', odmRead: 2200 });
});

describe('GET api/checklist/{6 hex}/export', () => {
  it("gives an admin every checklist, newest day first, in the list's columns as the screen words them", async () => {
    const response = await exportOf(admin);
    csvDownload(response, 'pre-op-checklists-2026-11-18.csv');
    expect(response.body).toBe(csv(danaNew, omarNew, danaOld, omarOld));
  });

  it('heads the columns and words the cells in French, between semicolons, for a reader whose first language is French', async () => {
    const response = await exportOf(admin, '?has_issue=1&start_date=2026-11-19', {
      'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8',
    });
    expect(response.body).toBe(
      [
        '\uFEFFNuméro d’équipement;Problème;Type de véhicule;Radio;Mine;Propriété;Véhicule;Plaque;NIV;Date;Opérateur;' +
          'Lecture de l’odomètre;Heures moteur;Formulaire d’inspection;Version du formulaire;Inspectée le;Lieu;Signée;Version de la déclaration;Durée (s);Remplie rapidement',
        'TRK-7;Problème;Camion léger;Oui;Non;Crédit-bail;Ford F-150, crew cab;ABC 123;VINDANA0007;' +
          '2026-11-18;Dana Driver;1500;;;;2026-11-18 11:30:00;;Non;;;Non',
        '',
      ].join('\r\n'),
    );
    const englishFirst = await exportOf(admin, '?has_issue=1&start_date=2026-11-19', {
      'accept-language': 'en-CA,fr;q=0.5',
    });
    expect(englishFirst.body).toBe(csv(danaNew));
  });

  it('keeps the week of start_date, the issue filter and the search, as the list does', async () => {
    expect((await exportOf(admin, '?start_date=2026-11-19')).body).toBe(csv(danaNew, omarNew, danaOld));
    expect((await exportOf(admin, '?start_date=2026-11-19&has_issue=1')).body).toBe(csv(danaNew));
    expect((await exportOf(admin, '?has_issue=0')).body).toBe(csv(omarNew, danaOld));
    expect((await exportOf(admin, '?searchText=hilux')).body).toBe(csv(omarNew, omarOld));
    expect((await exportOf(admin, '?searchText=vindana&start_date=2026-11-08')).body).toBe(csv());
  });

  it('exports the same rows, in the same order, as the list shows for each filter', async () => {
    for (const query of ['', '?start_date=2026-11-15', '?searchText=trk&has_issue=1', '?searchText=dana']) {
      const listed = await testApp.request(admin, { method: 'GET', url: `/api/checklist${query}` });
      const exported = csvDownload(await exportOf(admin, query));
      expect(
        exported.slice(1).map((row) => [row[0], row[9], row[11]]),
        query,
      ).toEqual(
        listed
          .json()
          .data.map((row: { equipment_number: string; date: string; last_odm_read: number }) => [
            row.equipment_number,
            row.date,
            String(row.last_odm_read),
          ]),
      );
    }
  });

  it('gives a driver only their own checklists, whatever they search for', async () => {
    expect((await exportOf(dana.session)).body).toBe(csv(danaNew, danaOld));
    expect((await exportOf(omar.session)).body).toBe(csv(omarNew, omarOld));
    expect((await exportOf(dana.session, '?searchText=SUV-9')).body).toBe(csv());
  });

  it("gives a supervisor their crew's checklists, not other crews'", async () => {
    expect((await exportOf(supervisor)).body).toBe(csv(danaNew, danaOld));
  });

  it('refuses a bad week or issue filter with field messages, a bad code, and an anonymous caller', async () => {
    const bad = await exportOf(admin, '?start_date=2026-13-40&has_issue=maybe');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      start_date: ['Start date must be a valid date (YYYY-MM-DD).'],
      has_issue: ['Has issue must be 1 or 0.'],
    });
    const badCode = await testApp.request(admin, { method: 'GET', url: '/api/checklist/zzzzzz/export' });
    expect(badCode.statusCode).toBe(404);
    expect((await exportOf(undefined)).statusCode).toBe(401);
  });

  it('leaves a six-digit checklist id to the PDF route', async () => {
    const response = await testApp.request(admin, { method: 'GET', url: '/api/checklist/123456/pdf' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Checklist not found.' });
  });

  it('streams a long list in batches without losing or repeating a checklist on the same day', async () => {
    const bulk = await driverWithVehicle(testApp, admin);
    const total = 2100;
    const rows = Array.from({ length: total }, (_, index) => ({
      vehicleId: bulk.vehicle.id,
      driverId: bulk.driver.id,
      submittedBy: bulk.session.id,
      equipmentNumber: 'BULK-1',
      vehicleType: 'Ford Explorer',
      operator: 'Bulk Driver',
      // 700 a day over three days, so batches of 1000 end in the middle of a day.
      date: addDays('2026-10-01', Math.floor(index / 700)),
      odmRead: index,
      items,
      hasIssue: false,
    }));
    for (let start = 0; start < total; start += 500) {
      await testApp.context.db.insert(checklists).values(rows.slice(start, start + 500));
    }
    const exported = csvDownload(await exportOf(bulk.session));
    const expected = Array.from({ length: total }, (_, index) => String(total - 1 - index));
    expect(exported.slice(1).map((row) => row[11])).toEqual(expected);
  }, 60_000);
});
