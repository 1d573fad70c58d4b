import type { CleaningReport, CleaningReportRow, ColumnPreference } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import CleaningReportScreen from './cleaning-report-screen';

/* The report toolbar's search and Column Options, seen through the Cleaning report (all seven share it). */

function row(vehicleId: number, equipmentNumber: string, vehicleType: string): CleaningReportRow {
  return {
    vehicle_id: vehicleId,
    equipment_number: equipmentNumber,
    vehicle_type: vehicleType,
    vehicle_parent_type: 'SUV',
    week_start: '2026-03-01',
    week_end: '2026-03-07',
    cleaned: true,
    cleaning_date: null,
    appointments: 1,
  };
}

const march: CleaningReport = {
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  rows: [row(3, 'E-20', 'Chevrolet Tahoe'), row(4, 'E-44', 'Ford Élan'), row(5, 'E-51', 'Ford Explorer')],
  totals: { vehicles: 3, vehicle_weeks: 3, cleaned: 3, missed: 0, appointments: 3, compliance_pct: 100 },
  series: [],
};

let fetchMock: Mock<typeof fetch>;
let savedColumns: ColumnPreference[] | null;
let downloads: string[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T13:00:00Z'));
  savedColumns = null;
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/cleaning/')) return new Response('\uFEFFEquipment No\r\n');
    if (url.startsWith('/api/customization/')) {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { column_visibility: ColumnPreference[] };
        savedColumns = body.column_visibility;
      }
      const data = { page: 'report_cleaning', column_visibility: savedColumns };
      return new Response(JSON.stringify({ data, message: 'Column preferences have been saved.' }));
    }
    return new Response(JSON.stringify({ data: march, message: 'OK' }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'Cleaning per vehicle and week' });
const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });

describe('the report toolbar', { timeout: 20_000 }, () => {
  it('the cleaning report narrows to the rows that match what the admin types, accents ignored', async () => {
    renderAtAddress(<CleaningReportScreen />, '/report/cleaning');
    await within(table()).findByText('E-20');

    fireEvent.change(searchBox(), { target: { value: 'FORD elan' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter' });

    await waitFor(() => expect(within(table()).queryByText('E-20')).toBeNull());
    expect(within(table()).getByText('E-44')).toBeTruthy();
    expect(within(table()).queryByText('E-51')).toBeNull();
    expect(window.location.search).toBe('?search=FORD+elan');
    // The totals are the range's, and the screen says so while a search narrows the rows.
    expect(
      screen.getByText('The totals row adds up the whole range, not only the rows that match the search.'),
    ).toBeTruthy();
  });

  it('opens a link with a search on the rows it holds, and exports those rows', async () => {
    renderAtAddress(<CleaningReportScreen />, '/report/cleaning?search=explorer');
    expect(await within(table()).findByText('E-51')).toBeTruthy();
    expect(within(table()).queryByText('E-44')).toBeNull();
    expect(searchBox().value).toBe('explorer');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const exportUrl = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/cleaning/'));
    expect(exportUrl).toMatch(
      /^\/api\/cleaning\/[0-9a-f]{6}\/export\?start_date=2026-03-01&end_date=2026-03-31&search=explorer&type=all$/,
    );
  });

  it('a hidden column stays hidden after a reload', async () => {
    const first = renderAtAddress(<CleaningReportScreen />, '/report/cleaning');
    await within(table()).findByText('E-20');
    expect(within(table()).getByRole('columnheader', { name: /Appointments/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Column Options' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Appointments' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(table()).queryByRole('columnheader', { name: /Appointments/ })).toBeNull());
    expect(savedColumns?.find((column) => column.column === 'appointments')).toEqual({
      column: 'appointments',
      label: 'reports:columns.appointments',
      visible: false,
    });

    first.unmount();
    renderAtAddress(<CleaningReportScreen />, '/report/cleaning');
    await within(table()).findByText('E-20');
    expect(within(table()).queryByRole('columnheader', { name: /Appointments/ })).toBeNull();
    expect(within(table()).getByRole('columnheader', { name: /Equipment No/ })).toBeTruthy();
  });
});
