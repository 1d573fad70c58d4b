import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { importColumns, type ImportKind } from '@fleet-ops/shared';
import { multipartBody } from '../../support/multipart.js';
import type { TestApp, TestUser } from '../../support/test-app.js';

export type Cells = unknown[];

/** A complete, valid vehicle row by field (owned, inspection pending). */
export function vehicleValues(equipmentNumber: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    equipment_number: equipmentNumber,
    vehicle_parent_type: 'Light Duty Truck',
    vehicle_type: 'Ford F-150',
    ownership_type: 'own',
    license_plate_no: `QC-${equipmentNumber}`,
    VIN_no: `VIN${equipmentNumber}`,
    ppe_no: `PPE-${equipmentNumber}`,
    last_odm_read: '12000',
    mine: 'yes',
    location: 'ZV',
    location_other: '',
    battery_expiry: '2027-03-01',
    tire_expiry: '2027-04-01',
    insurance_expiry: '2027-02-28',
    reg_expiry: '2027-05-31',
    abg_mva_stickers: '',
    abg_mva_sticker_status: '',
    rental_start_date: '',
    inspection_status: 'pending',
    inspection_date: '',
    inspector_name: '',
    comments: '',
    radio: 'yes',
    cones: 'no',
    ...overrides,
  };
}

/** The header row of a kind in one language, and each row's cells in the header's order. */
export function table(kind: ImportKind, rows: Record<string, string>[], language: 'en' | 'fr' = 'en'): string[][] {
  const columns = importColumns[kind];
  return [
    columns.map((column) => column[language]),
    ...rows.map((row) => columns.map((column) => row[column.field] ?? '')),
  ];
}

type CsvOptions = { delimiter?: string; encoding?: 'utf8' | 'utf8-bom' | 'win1252' };

/** A CSV file as a spreadsheet writes it: UTF-8 with or without its mark, or Windows-1252. */
export function csvFile(cells: string[][], { delimiter = ',', encoding = 'utf8' }: CsvOptions = {}): Buffer {
  const text = `${Papa.unparse(cells, { delimiter, newline: '\r\n' })}\r\n`;
  if (encoding === 'win1252') return iconv.encode(text, 'win1252');
  return Buffer.from(encoding === 'utf8-bom' ? `\uFEFF${text}` : text, 'utf8');
}

/** An XLSX workbook with the rows on its first sheet. */
export async function xlsxFile(cells: Cells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Import');
  for (const row of cells) sheet.addRow(row as ExcelJS.CellValue[]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function uploadFile(
  testApp: TestApp,
  user: TestUser | undefined,
  kind: string,
  data: Buffer,
  fileName = 'fleet.csv',
  language: 'en' | 'fr' = 'en',
) {
  const body = multipartBody({}, [{ field: 'file', fileName, contentType: 'application/octet-stream', data }]);
  return testApp.request(user, {
    method: 'POST',
    url: `/api/imports/${kind}`,
    ...body,
    headers: { ...body.headers, 'accept-language': language },
  });
}

/** Confirms a run; the answer's JSON lines, the last one being the result. */
export async function commitRun(testApp: TestApp, user: TestUser, id: number) {
  const response = await testApp.request(user, { method: 'POST', url: `/api/imports/${id}/commit` });
  const lines =
    response.statusCode === 200
      ? response.body
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>)
      : [];
  return { response, lines, result: lines.at(-1) as { run: Record<string, unknown>; message: string; errors: object } };
}
