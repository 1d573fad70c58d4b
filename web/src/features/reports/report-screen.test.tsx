import { notifications } from '@mantine/notifications';
import type { CleaningReport } from '@fleet-ops/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import CleaningReportScreen from './cleaning-report-screen';

/*
 * The report shell (range, presets, address, totals, chart, empty state, export) seen through the
 * Cleaning report; the other six reports are the same shell with their own columns and chart.
 */

const march: CleaningReport = {
  start_date: '2026-03-01',
  end_date: '2026-03-31',
  rows: [
    {
      vehicle_id: 3,
      equipment_number: 'E-20',
      vehicle_type: 'Chevrolet Tahoe',
      vehicle_parent_type: 'SUV',
      week_start: '2026-03-01',
      week_end: '2026-03-07',
      cleaned: true,
      cleaning_date: '2026-03-03 09:30',
      appointments: 1,
    },
    {
      vehicle_id: 4,
      equipment_number: 'E-44',
      vehicle_type: 'Ford F-150',
      vehicle_parent_type: 'Light Duty Truck',
      week_start: '2026-03-01',
      week_end: '2026-03-07',
      cleaned: false,
      cleaning_date: null,
      appointments: 0,
    },
  ],
  totals: { vehicles: 2, vehicle_weeks: 2, cleaned: 1, missed: 1, appointments: 1, compliance_pct: 50 },
  series: [{ week_start: '2026-03-01', vehicles: 2, cleaned: 1, missed: 1, compliance_pct: 50 }],
};

function emptyReport(startDate: string, endDate: string): CleaningReport {
  return {
    start_date: startDate,
    end_date: endDate,
    rows: [],
    totals: { vehicles: 0, vehicle_weeks: 0, cleaned: 0, missed: 0, appointments: 0, compliance_pct: null },
    series: [],
  };
}

let fetchMock: Mock<typeof fetch>;
let toasts: Mock;
let saved: string[];

beforeEach(() => {
  // Only the clock is faked: Wednesday 18 March 2026, mid-morning in St. John's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T13:00:00Z'));
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/cleaning/')) return new Response('\uFEFFEquipment No,Vehicle\r\n');
    // No saved Column Options choice: the report's own columns.
    if (url.startsWith('/api/customization/')) {
      return new Response(
        JSON.stringify({ data: { page: 'report_cleaning', column_visibility: null }, message: 'OK' }),
      );
    }
    const body = JSON.parse(String(init?.body)) as { start_date: string; end_date: string };
    if (body.start_date < '2023-01-01') {
      const errors = { end_date: ['The date range may cover at most 3 years.'] };
      return new Response(JSON.stringify({ message: 'The given data was invalid.', errors }), { status: 422 });
    }
    const data = body.start_date === '2026-03-01' ? march : emptyReport(body.start_date, body.end_date);
    return new Response(JSON.stringify({ data, message: 'OK' }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen(address = '/report/cleaning') {
  return renderAtAddress(<CleaningReportScreen />, address);
}

const reportCalls = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));
const address = () => window.location.search;
const input = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const combobox = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });

describe('a report screen', { timeout: 20_000 }, () => {
  it('opens on this month and shows its rows, a bold totals row and the chart', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Cleaning Report' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Cleaning per vehicle and week' });
    const row = (await within(table).findByText('E-20')).closest('tr')!;

    expect(reportCalls()).toEqual([
      { url: '/api/reports/cleaning/all', body: { start_date: '2026-03-01', end_date: '2026-03-31' } },
    ]);
    expect(combobox('Period').value).toBe('This month');
    expect(input('From').value).toBe('Mar 1, 2026');
    expect(input('To').value).toBe('Mar 31, 2026');
    expect(combobox('Vehicle Type').value).toBe('All vehicle types');
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(within(row).getByText('Mar 3, 2026, 9:30 a.m.')).toBeTruthy();
    const total = within(table).getByText('Total: 2 vehicles').closest('tr')!;
    expect(total.style.fontWeight).toBe('700');
    expect(within(total).getByText('1 / 2 (50%)')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Compliance % by week' })).toBeTruthy();
  });

  it('puts a preset in the address, shows No data found for an empty range, and Back brings the previous range', async () => {
    renderScreen();
    await screen.findByText('E-20');

    fireEvent.click(combobox('Period'));
    fireEvent.click(await screen.findByRole('option', { name: 'Last week', hidden: true }));

    await waitFor(() => expect(address()).toBe('?start_date=2026-03-08&end_date=2026-03-14'));
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(reportCalls().at(-1)).toEqual({
      url: '/api/reports/cleaning/all',
      body: { start_date: '2026-03-08', end_date: '2026-03-14' },
    });
    expect(input('From').value).toBe('Mar 8, 2026');
    expect(screen.queryByText('E-20')).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();

    act(() => window.history.back());
    await waitFor(() => expect(address()).toBe(''));
    expect(await screen.findByText('E-20')).toBeTruthy();
    await waitFor(() => expect(combobox('Period').value).toBe('This month'));
  });

  it('opens a shared link on the range and type it holds, as a custom range', async () => {
    renderScreen('/report/cleaning?start_date=2026-01-04&end_date=2026-01-20&type=Sept%20Iles%20-%20F250');
    expect(await screen.findByText('No data found')).toBeTruthy();
    expect(reportCalls()).toEqual([
      {
        url: '/api/reports/cleaning/Sept%20Iles%20-%20F250',
        body: { start_date: '2026-01-04', end_date: '2026-01-20' },
      },
    ]);
    expect(combobox('Period').value).toBe('');
    expect(combobox('Period').placeholder).toBe('Custom range');
    expect(input('From').value).toBe('Jan 4, 2026');
    expect(input('To').value).toBe('Jan 20, 2026');
    expect(combobox('Vehicle Type').value).toBe('Sept Iles - F250');
  });

  it('takes a From date then a To date typed straight after it, the To date following a later From', async () => {
    renderScreen();
    await screen.findByText('E-20');
    // Both in one go, before the screen shows the first change (as a quick typist or a paste does).
    act(() => {
      fireEvent.change(input('From'), { target: { value: '2026-04-05' } });
      fireEvent.change(input('To'), { target: { value: '2026-04-18' } });
    });

    await waitFor(() => expect(address()).toBe('?start_date=2026-04-05&end_date=2026-04-18'));
    await waitFor(() =>
      expect(reportCalls().at(-1)).toEqual({
        url: '/api/reports/cleaning/all',
        body: { start_date: '2026-04-05', end_date: '2026-04-18' },
      }),
    );
  });

  it("says the report could not be loaded, not 'No data found', when the server refuses the range", async () => {
    renderScreen('/report/cleaning?start_date=2020-01-01&end_date=2026-03-31');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The report could not be loaded. Check the dates and try again.',
    );
    expect(toasts.mock.calls.map(([toast]) => (toast as { message: string }).message)).toEqual([
      'The date range may cover at most 3 years.',
    ]);
    expect(screen.queryByText('No data found')).toBeNull();
  });

  it('exports the range and type shown as a CSV file', async () => {
    renderScreen();
    await screen.findByText('E-20');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual(['cleaning-report-2026-03-01-2026-03-31.csv']));
    const exportUrl = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/cleaning/'));
    expect(exportUrl).toMatch(
      /^\/api\/cleaning\/[0-9a-f]{6}\/export\?start_date=2026-03-01&end_date=2026-03-31&type=all$/,
    );
  });

  it('exports the same rows as an XLSX file with Export XLSX, beside Export CSV', async () => {
    renderScreen();
    await screen.findByText('E-20');
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));

    await waitFor(() => expect(saved).toEqual(['cleaning-report-2026-03-01-2026-03-31.xlsx']));
    const exportUrl = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/cleaning/'));
    expect(exportUrl).toMatch(
      /^\/api\/cleaning\/[0-9a-f]{6}\/export\?start_date=2026-03-01&end_date=2026-03-31&type=all&format=xlsx$/,
    );
  });
});
