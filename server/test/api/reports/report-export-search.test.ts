import { describe, expect, it } from 'vitest';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { searchedRows } from '../../../src/features/reports/export.js';
import { seedRange, useReportFleet } from './report-fixtures.js';

const fleet = useReportFleet();
const { testApp } = fleet;

const seedQuery = `start_date=${seedRange.start_date}&end_date=${seedRange.end_date}`;

/** The rows of a report's CSV download, as the admin, without the header. */
async function csvRowsOf(url: string) {
  const response = await testApp.request(fleet.admin, { method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return csvDownload(response).slice(1);
}

describe('report exports with the screen search', () => {
  it('hold only the rows whose equipment number or vehicle holds the search, accents and case ignored', async () => {
    const byNumber = await csvRowsOf(`/api/profit_loss/00aa11/export?${seedQuery}&search=rpt-b`);
    expect(byNumber.map((row) => row[0])).toEqual(['RPT-B']);

    const byVehicle = await csvRowsOf(`/api/pre_use_inspection/00aa11/export?${seedQuery}&search=F%C3%92RD%20F150`);
    expect(byVehicle.map((row) => row.slice(0, 3))).toEqual([['RPT-B', 'Ford F150', 'Light Duty Truck']]);

    const byType = await csvRowsOf(
      `/api/vehicle_types/all/00aa11/export?${seedQuery}&search=s%C3%A8pt%20%C3%AEles%20-%20suv`,
    );
    expect(byType.map((row) => row[0])).toEqual(['Sept Iles - SUV']);
  });

  it('hold every row when the search is blank, and no row when nothing matches', async () => {
    const all = await csvRowsOf(`/api/profit_loss/00aa11/export?${seedQuery}`);
    const blank = await csvRowsOf(`/api/profit_loss/00aa11/export?${seedQuery}&search=%20%20`);
    expect(blank).toEqual(all);
    expect(await csvRowsOf(`/api/cleaning/00aa11/export?${seedQuery}&search=nothing-like-this`)).toEqual([]);
  });

  it('refuse a search longer than 100 characters with a 422 naming the field', async () => {
    const response = await testApp.request(fleet.admin, {
      method: 'GET',
      url: `/api/maintenance/00aa11/export?${seedQuery}&search=${'x'.repeat(101)}`,
    });
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('search');
  });

  it('read on past batches with no match, so a short batch still means the end', async () => {
    const source = Array.from({ length: 7 }, (_, index) => ({ id: index, equipment_number: index % 3 ? 'X' : 'KEEP' }));
    const read = async (previous: { id: number } | undefined, limit: number) =>
      source.filter((row) => row.id > (previous?.id ?? -1)).slice(0, limit);
    const searched = searchedRows(read, 'keep');
    const first = await searched(undefined, 2);
    expect(first.map((row) => row.id)).toEqual([0, 3]);
    const rest = await searched(first[1], 2);
    expect(rest.map((row) => row.id)).toEqual([6]);
  });
});
