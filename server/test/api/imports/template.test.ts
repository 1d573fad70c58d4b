import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.js';
import { commitRun, uploadFile } from './import-files.js';

const testApp = useTestApp();

describe('GET api/imports/{kind}/template', () => {
  it('gives a CSV with the English column names, which imports once filled in', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/imports/first_aid_kits/template' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="first-aid-kits-import-template.csv"');
    expect(response.body).toBe('\uFEFFEquipment number,Type,Expiry month\r\n');

    const filled = Buffer.from(`${response.body}NOPE,Type 1,2027-01\r\n`);
    const checked = (await uploadFile(testApp, admin, 'first_aid_kits', filled)).json().data;
    expect(checked.rows).toEqual([
      {
        row: 2,
        outcome: 'error',
        key: 'NOPE / Type 1',
        errors: { equipment_number: ['No vehicle has this equipment number.'] },
      },
    ]);
    expect((await commitRun(testApp, admin, checked.id)).response.statusCode).toBe(422);
  });

  it('heads the columns in French for a French reader, separated by semicolons', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/imports/rates/template?format=csv',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(response.body).toBe('\uFEFFType de véhicule;Tarif journée complète;Tarif journée partagée\r\n');
  });

  it('gives an XLSX workbook whose required columns have a bold header and a note, in the reader’s language', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/imports/vehicles/template?format=xlsx' });

    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = workbook.worksheets[0]!.getRow(1);
    expect(header.values).toEqual(expect.arrayContaining(['Equipment number', 'VIN number', 'Extra checklist items']));
    const cell = (name: string) => header.getCell((header.values as unknown[]).indexOf(name));
    expect(cell('Equipment number').font?.bold).toBe(true);
    expect(cell('Equipment number').note).toBe('Required: every row fills this column.');
    expect(cell('PPE number').font?.bold).toBe(true);
    expect(cell('Comments').font?.bold).toBeFalsy();
    expect(cell('Comments').note).toBeUndefined();

    const french = await testApp.request(admin, {
      method: 'GET',
      url: '/api/imports/drivers/template?format=xlsx',
      headers: { 'accept-language': 'fr-CA' },
    });
    const frenchBook = new ExcelJS.Workbook();
    await frenchBook.xlsx.load(french.rawPayload as unknown as ArrayBuffer);
    const frenchHeader = frenchBook.worksheets[0]!.getRow(1);
    const courriel = frenchHeader.getCell((frenchHeader.values as unknown[]).indexOf('Courriel'));
    expect(courriel.font?.bold).toBe(true);
    expect(courriel.note).toBe('Obligatoire\u00a0: chaque ligne remplit cette colonne.');
  });

  it('refuses an unknown format', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/imports/vehicles/template?format=xls' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ format: ['Format must be csv or xlsx.'] });
  });
});
