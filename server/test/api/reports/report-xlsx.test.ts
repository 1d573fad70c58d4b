import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seedRange, useReportFleet } from './report-fixtures.js';

const fleet = useReportFleet();
const { testApp } = fleet;

const seedQuery = `start_date=${seedRange.start_date}&end_date=${seedRange.end_date}`;

/** A report's XLSX download, read back with exceljs: the response and its one sheet's rows. */
async function xlsxOf(url: string, language: 'en' | 'fr' = 'en') {
  const response = await testApp.request(fleet.admin, {
    method: 'GET',
    url,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows = sheet.getSheetValues().slice(1) as unknown[][];
  return { response, sheet, rows: rows.map((row) => row.slice(1)) };
}

describe('report exports as XLSX (?format=xlsx)', () => {
  it('write Profit & Loss with money as numbers with 2 decimals, a bold frozen header and the dated file name', async () => {
    const { response, sheet, rows } = await xlsxOf(`/api/profit_loss/abcdef/export?${seedQuery}&format=xlsx`);

    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="profit-loss-report-2025-12-21-2026-01-10-2026-11-18.xlsx"',
    );
    expect(rows[0]).toEqual([
      'Equipment No',
      'Vehicle',
      'Vehicle Type',
      'Billing',
      'Revenue',
      'Income',
      'Rental Cost',
      'Gas',
      'Insurance',
      'Maintenance',
      'Expenses',
      'Net',
    ]);
    expect(rows[1]).toEqual(['RPT-A', 'Ford Explorer', 'SUV', 920, 50, 970, 0, 70.25, 20, 125.5, 215.75, 754.25]);
    expect(rows[3]!.at(-1)).toBe(-280);
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('write counts as numbers, days as dates, yes/no and lists in the reader’s language', async () => {
    const preUse = await xlsxOf(`/api/pre_use_inspection/abcdef/export?${seedQuery}&format=xlsx`, 'fr');
    expect(preUse.rows[0]![0]).toBe('N° d’équipement');
    expect(preUse.rows[2]).toEqual([
      'RPT-B',
      'Ford F150',
      'Camion léger',
      4,
      1,
      6,
      4,
      2,
      66.7,
      '2025-12-25; 2025-12-26',
    ]);

    const cleaning = await xlsxOf(`/api/cleaning/abcdef/export?${seedQuery}&format=xlsx`, 'fr');
    expect(cleaning.rows[1]!.slice(3)).toEqual([
      new Date(Date.UTC(2025, 11, 21)),
      new Date(Date.UTC(2025, 11, 27)),
      'Oui',
      new Date(Date.UTC(2025, 11, 23, 10, 0)),
      1,
    ]);
    expect(cleaning.rows[2]!.slice(3, 6)).toEqual([
      new Date(Date.UTC(2025, 11, 28)),
      new Date(Date.UTC(2026, 0, 3)),
      'Non',
    ]);
  });

  it('answer every report’s export path with the same rows as its CSV', async () => {
    const expiryQuery = 'start_date=2026-11-19&end_date=2027-01-31';
    const paths = [
      `/api/cleaning/00aa11/export?${seedQuery}`,
      `/api/maintenance/00aa11/export?${seedQuery}`,
      `/api/inspection/all/00aa11/export?${expiryQuery}`,
      `/api/reg_renewal/all/00aa11/export?${expiryQuery}`,
      `/api/vehicle_types/all/00aa11/export?${seedQuery}`,
      `/api/pre_use_inspection/00aa11/export?${seedQuery}`,
      `/api/profit_loss/00aa11/export?${seedQuery}`,
      `/api/defects_report/00aa11/export?${seedQuery}`,
    ];
    for (const path of paths) {
      const csv = await testApp.request(fleet.admin, { method: 'GET', url: path });
      const csvLines = csv.body.trim().split('\r\n').length;
      const { rows } = await xlsxOf(`${path}&format=xlsx`);
      expect(rows.length, path).toBe(csvLines);
    }
  });

  it('refuses an unknown format with a 422 naming the field', async () => {
    const response = await testApp.request(fleet.admin, {
      method: 'GET',
      url: `/api/profit_loss/abcdef/export?${seedQuery}&format=pdf`,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['format']);
  });
});
