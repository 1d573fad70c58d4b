import { weekStart } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { businessTimeZone } from '../../config/business';
import { todayIn } from '../../lib/format';
import { renderAtAddress } from '../../../test/render';
import { stubApi, lastCallTo } from '../../../test/stub-api';
import ActivityLogScreen from './activity-log-screen';

const thisWeek = weekStart(todayIn(businessTimeZone));
const entry = {
  id: 1,
  vehicle_id: 3,
  equipment_number: 'E-44',
  action_date: `${thisWeek} 09:05:00`,
  driver_id: 7,
  driver_name: 'Ann Tremblay',
  log: 'Temporary',
  assigned_from_date: `${thisWeek} 10:00:00`,
  assigned_to_date: `${thisWeek} 18:30:00`,
  note: 'Covering',
  actor_name: 'Office Admin',
};
const answer = (data: unknown[]) => ({
  data,
  message: 'OK',
  total: data.length,
  per_page: data.length,
  current_page: 1,
  last_page: 1,
});

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = stubApi([
    { method: 'GET', path: '/api/assigned_drivers', body: answer([entry]) },
    {
      method: 'GET',
      path: '/api/drivers/data/with-status',
      body: {
        data: [
          {
            id: 7,
            name: 'Ann Tremblay',
            license_no: 'NL-1',
            enabled: true,
            expiry_date: '2099-06-30',
            expiry_status: 'ok',
          },
        ],
        message: 'OK',
      },
    },
    { method: 'GET', path: '/api/week_trackings/weeks', body: { data: {}, message: 'OK' } },
    {
      method: 'GET',
      path: '/api/customization/vehicle_logs',
      body: {
        message: 'OK',
        data: {
          page: 'vehicle_logs',
          column_visibility: [{ column: 'assigned_from_date', label: 'activityLog:columns.from', visible: false }],
        },
      },
    },
  ]);
});
afterEach(() => vi.unstubAllGlobals());

const logCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/assigned_drivers?'));

describe('ActivityLogScreen', { timeout: 20_000 }, () => {
  it("lists this week's entries for all drivers, newest first, with their dates and times", async () => {
    renderAtAddress(<ActivityLogScreen />, '/logs');
    const table = await screen.findByRole('table', { name: 'Vehicle logs' });
    const row = (await within(table).findByText('E-44')).closest('tr')!;
    expect(within(row).getByText('Temporary')).toBeTruthy();
    expect(within(row).getByText('Covering')).toBeTruthy();
    expect(row.textContent).toContain('6:30 p.m.');
    expect(logCalls()[0]).toBe(`/api/assigned_drivers?start_date=${thisWeek}&sort=action_date&sortDir=desc`);
  });

  it('names who made each change in a By column, which sorts on the server', async () => {
    renderAtAddress(<ActivityLogScreen />, '/logs');
    const table = await screen.findByRole('table', { name: 'Vehicle logs' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.at(-1)).toBe('By');
    const row = (await within(table).findByText('E-44')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.at(-1)!.textContent).toBe('Office Admin');
    fireEvent.click(within(table).getByRole('button', { name: /^By/ }));
    await waitFor(() => expect(logCalls().at(-1)).toContain('sort=actor_name'));
  });

  it("exports the log as shown, with the list's week and sort", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:logs');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAtAddress(<ActivityLogScreen />, '/logs');
    await screen.findByText('E-44');
    fetchMock.mockImplementationOnce(async () => new Response('Equipment No,By\r\n', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportUrl = lastCallTo(fetchMock, '/export');
    expect(exportUrl).toMatch(/^\/api\/assigned_drivers\/[0-9a-f]{6}\/export\?/);
    expect(exportUrl.split('?')[1]).toBe(`start_date=${thisWeek}&sort=action_date&sortDir=desc`);
    click.mockRestore();
  });

  it("filters by driver and Clear Filter returns to 'All Drivers'", async () => {
    renderAtAddress(<ActivityLogScreen />, '/logs');
    await screen.findByText('E-44');
    fireEvent.click(screen.getByRole('combobox', { name: 'Driver' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ann Tremblay', hidden: true }));
    await waitFor(() => expect(logCalls().at(-1)).toContain('driver_id=7'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(logCalls().at(-1)).not.toContain('driver_id'));
    expect((screen.getByRole('combobox', { name: 'Driver' }) as HTMLInputElement).value).toBe('All Drivers');
  });

  it("searches the week for the vehicle record's link, /logs?search=<equipment number>", async () => {
    renderAtAddress(<ActivityLogScreen />, '/logs?search=E-44');
    await screen.findByText('Office Admin');
    expect(logCalls()[0]).toBe(
      `/api/assigned_drivers?start_date=${thisWeek}&search=E-44&sort=action_date&sortDir=desc`,
    );
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('E-44');
  });

  it('searches as the admin types, keeps the search in the address, and exports what the search shows', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:logs');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAtAddress(<ActivityLogScreen />, '/logs');
    await screen.findByText('Office Admin');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' tremblay ' } });
    await waitFor(() => expect(logCalls().at(-1)).toContain('search=tremblay'));
    expect(window.location.search).toBe('?search=tremblay');
    fetchMock.mockImplementationOnce(async () => new Response('Equipment No\r\n', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastCallTo(fetchMock, '/export').split('?')[1]).toBe(
      `start_date=${thisWeek}&search=tremblay&sort=action_date&sortDir=desc`,
    );
    click.mockRestore();
  });

  it('keeps the page size in the address, and Clear Filter empties the search', async () => {
    renderAtAddress(<ActivityLogScreen />, '/logs?search=E-44&per_page=25');
    await screen.findByText('Office Admin');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(window.location.search).toBe('?per_page=25'));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
    await waitFor(() => expect(logCalls().at(-1)).not.toContain('search='));
  });

  it('shows the columns the admin kept in Column Options', async () => {
    renderAtAddress(<ActivityLogScreen />, '/logs');
    const table = await screen.findByRole('table', { name: 'Vehicle logs' });
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: /^Assigned From/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Column Options' }));
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Assigned From' })).checked).toBe(false);
    expect(within(table).getByRole('columnheader', { name: /^Assigned To/ })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'By' }).checked).toBe(true);
  });

  it("says 'No data found' when the week has no entries", async () => {
    stubApi([
      { method: 'GET', path: '/api/assigned_drivers', body: answer([]) },
      { method: 'GET', path: '/api/drivers/data/with-status', body: { data: [], message: 'OK' } },
      { method: 'GET', path: '/api/week_trackings/weeks', body: { data: {}, message: 'OK' } },
    ]);
    renderAtAddress(<ActivityLogScreen />, '/logs');
    expect(await screen.findByText('No data found')).toBeTruthy();
  });
});
