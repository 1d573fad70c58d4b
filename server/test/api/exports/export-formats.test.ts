import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { rates, vehicles } from '../../../src/db/schema/index.js';
import { csvFileRows } from '../../support/file-download.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let admin: TestUser;

const download = (url: string, headers: Record<string, string> = {}) =>
  testApp.request(admin, { method: 'GET', url, headers });

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

beforeAll(async () => {
  testApp.setNow('2026-11-18T15:00:00Z');
  admin = await testApp.createUser('admin');
  await testApp.context.db
    .update(rates)
    .set({ fullDayRateCents: 29300, sharedDayRateCents: 15050 })
    .where(eq(rates.vehicleParentType, 'SUV'));
  const vehicle = await insertVehicle(testApp, 'XL-1');
  await testApp.context.db
    .update(vehicles)
    .set({ ownershipType: 'lease', insuranceExpiry: '2027-03-31', lastOdmRead: 123456 })
    .where(eq(vehicles.id, vehicle.id));
});

describe('a French reader’s CSV', () => {
  it('separates cells with semicolons and writes amounts with a decimal comma, in French words', async () => {
    const rows = csvFileRows(
      await download('/api/rates/a1b2c3/export?search=SUV', { 'accept-language': 'fr-CA' }),
      'fr',
    );
    expect(rows[0]).toEqual(['Type de véhicule', 'Tarif journée complète', 'Tarif journée partagée']);
    expect(rows).toContainEqual(['VUS', '293,00', '150,50']);
  });

  it('stays commas and decimal points for an English reader', async () => {
    const rows = csvFileRows(
      await download('/api/rates/a1b2c3/export?search=SUV', { 'accept-language': 'en-CA' }),
      'en',
    );
    expect(rows).toContainEqual(['SUV', '293.00', '150.50']);
  });

  it('writes codes in French: ownership, inspection status, yes and no', async () => {
    const rows = csvFileRows(
      await download('/api/vehicles/a1b2c3/export?search=XL-1', { 'accept-language': 'fr' }),
      'fr',
    );
    const cell = (title: string) => rows[1]![rows[0]!.indexOf(title)];
    expect(cell('Propriété')).toBe('Crédit-bail');
    expect(cell('État de l’inspection')).toBe('En attente');
    expect(cell('Activé')).toBe('Oui');
    expect(cell('Odomètre')).toBe('123456');
  });
});

describe('XLSX beside every CSV', () => {
  it('answers ?format=xlsx with a workbook: bold frozen header, typed cells, French words and titles', async () => {
    const response = await download('/api/vehicles/a1b2c3/export?search=XL-1&format=xlsx', { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(xlsxType);
    expect(response.headers['content-disposition']).toBe('attachment; filename="vehicles-2026-11-18.xlsx"');
    const sheet = await workbookOf(response.rawPayload);
    const titles = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(titles.slice(0, 3)).toEqual(['Numéro d’équipement', 'Type de véhicule', 'Véhicule']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(2);
    const cell = (title: string) => sheet.getRow(2).getCell(titles.indexOf(title) + 1);
    expect(cell('Numéro d’équipement').value).toBe('XL-1');
    expect(cell('Type de véhicule').value).toBe('VUS');
    expect(cell('Propriété').value).toBe('Crédit-bail');
    expect(cell('Odomètre').value).toBe(123456);
    expect(cell('Expiration de l’assurance').value).toEqual(new Date(Date.UTC(2027, 2, 31)));
    expect(cell('Expiration de l’assurance').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('Numéro d’équipement'.length);
  });

  it('writes money as numbers with two decimals shown', async () => {
    const response = await download('/api/rates/a1b2c3/export?search=SUV&format=xlsx', { 'accept-language': 'en' });
    const sheet = await workbookOf(response.rawPayload);
    const suv = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === 'SUV')!;
    expect(suv.getCell(2).value).toBe(293);
    expect(suv.getCell(3).value).toBe(150.5);
    expect(suv.getCell(2).numFmt).toBe('#,##0.00');
  });

  it('answers XLSX when the Accept header asks for it, and CSV by default', async () => {
    const asked = await download('/api/rates/a1b2c3/export', { accept: xlsxType });
    expect(asked.headers['content-type']).toBe(xlsxType);
    const plain = await download('/api/rates/a1b2c3/export');
    expect(plain.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('refuses a format it does not write', async () => {
    const response = await download('/api/rates/a1b2c3/export?format=pdf');
    expect(response.statusCode).toBe(422);
  });
});
