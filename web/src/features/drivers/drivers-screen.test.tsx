import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import DriversScreen from './drivers-screen';
import { onePage, stubApi, lastCallTo } from '../../../test/stub-api';
import { aDriver } from '../../../test/drivers';

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    {
      method: 'GET',
      path: '/api/drivers',
      body: onePage([
        aDriver(),
        aDriver({ id: 8, name: 'Bob Gagnon', color: '#fa5252', expiry_status: 'expired', expiry_date: '2026-01-02' }),
      ]),
    },
    { method: 'GET', path: '/api/customization/drivers', body: { data: null, message: 'OK' } },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/drivers?'));

function renderScreen(address = '/drivers') {
  return renderAtAddress(<DriversScreen />, address);
}

describe('DriversScreen', { timeout: 20_000 }, () => {
  it('lists the first page sorted by name, with each row in its colour', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Drivers' });
    await within(table).findByText('Bob Gagnon');
    expect(listCalls()[0]).toBe('/api/drivers?sort=name&sortDir=asc&page=1&per_page=50');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.getAttribute('style')).toBeNull();
    expect(rows[2]!.getAttribute('style')).toContain('#fa5252');
    expect(within(rows[2]!).getByText('(Expired)')).toBeTruthy();
  });

  it('sends the status choice as the enabled / archived filter, back on page 1', async () => {
    renderScreen('/drivers?page=2');
    await screen.findByText('Bob Gagnon');
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Disabled', hidden: true }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/drivers?enabled=0&sort=name&sortDir=asc&page=1&per_page=50'),
    );
  });

  it("opens on Home's expired-licence link with the Licence filter shown and sent, and drops it on Any", async () => {
    renderScreen('/drivers?status=unarchived&licence=expired&sort=expiry_date&sortDir=asc');
    await screen.findByText('Bob Gagnon');
    expect(listCalls()[0]).toBe(
      '/api/drivers?archived=0&licence=expired&sort=expiry_date&sortDir=asc&page=1&per_page=50',
    );
    const filter = screen.getByRole<HTMLInputElement>('combobox', { name: 'Licence' });
    expect(filter.value).toBe('Expired');
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Any', hidden: true }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/drivers?archived=0&sort=expiry_date&sortDir=asc&page=1&per_page=50'),
    );
  });

  it('sorts by a column header, flipping the direction on a second click', async () => {
    renderScreen();
    await screen.findByText('Bob Gagnon');
    fireEvent.click(screen.getByRole('button', { name: 'Expiry Date' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('sort=expiry_date&sortDir=asc'));
    fireEvent.click(screen.getByRole('button', { name: 'Expiry Date' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('sort=expiry_date&sortDir=desc'));
  });

  it('searches after a pause in typing', async () => {
    renderScreen();
    await screen.findByText('Bob Gagnon');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' bob ' } });
    await waitFor(() => expect(listCalls().at(-1)).toContain('search=bob&'));
  });

  it('exports what the filter shows', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(onePage([])), { status: 200 }));
    URL.createObjectURL = vi.fn(() => 'blob:drivers');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderScreen('/drivers?status=archived');
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    fetchMock.mockImplementationOnce(async () => new Response('Name\r\n', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportUrl = lastCallTo(fetchMock, '/export');
    expect(exportUrl).toMatch(/^\/api\/drivers\/[0-9a-f]{6}\/export\?archived=1&sort=name&sortDir=asc$/);
  });

  it('exports what the filter shows as an XLSX file, asked for by name', async () => {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(onePage([])), { status: 200 }));
    URL.createObjectURL = vi.fn(() => 'blob:drivers');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderScreen('/drivers?status=archived');
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    fetchMock.mockImplementationOnce(async () => new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04])));
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exportUrl = lastCallTo(fetchMock, '/export');
    expect(exportUrl).toMatch(/^\/api\/drivers\/[0-9a-f]{6}\/export\?archived=1&sort=name&sortDir=asc&format=xlsx$/);
    expect(saved[0]).toMatch(/^drivers-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('steps back to the last page when the page it shows has emptied', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/customization')) return new Response(JSON.stringify({ data: null, message: 'OK' }));
      const body = url.includes('page=3')
        ? { ...onePage([]), total: 60, current_page: 3, last_page: 2 }
        : { ...onePage([aDriver()]), total: 60, current_page: 2, last_page: 2 };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    renderScreen('/drivers?page=3');
    await screen.findByText('Ann Tremblay', {}, { timeout: 10_000 });
    expect(listCalls()).toEqual([
      '/api/drivers?sort=name&sortDir=asc&page=3&per_page=50',
      '/api/drivers?sort=name&sortDir=asc&page=2&per_page=50',
    ]);
  });

  it('shows only the columns the admin kept in Column Options', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      const saved = [
        { column: 'name', label: 'drivers:columns.name', visible: true },
        { column: 'supervisor', label: 'drivers:columns.supervisor', visible: false },
        { column: 'phone_number', label: 'drivers:columns.phoneNumber', visible: false },
      ];
      const body = url.startsWith('/api/customization/drivers')
        ? { data: { page: 'drivers', column_visibility: saved }, message: 'OK' }
        : onePage([aDriver()]);
      return new Response(JSON.stringify(body), { status: 200 });
    });
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Drivers' });
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: /Supervisor/ })).toBeNull());
    expect(within(table).queryByRole('columnheader', { name: /Phone Number/ })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: /Licence/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Column Options' }));
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Supervisor' })).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Licence Number' }).checked).toBe(true);
  });

  it('opens the row actions and asks before deleting', async () => {
    renderScreen();
    await screen.findByText('Bob Gagnon');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Bob Gagnon' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Driver' });
    expect(within(dialog).getByText(/^Are you sure, You want to delete this driver\?/)).toBeTruthy();
  });
});
