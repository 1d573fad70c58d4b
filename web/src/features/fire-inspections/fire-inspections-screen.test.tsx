import { notifications } from '@mantine/notifications';
import type { FireInspection } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi, lastCallTo } from '../../../test/stub-api';
import FireInspectionsScreen from './fire-inspections-screen';

function anInspection(overrides: Partial<FireInspection> = {}): FireInspection {
  return {
    id: 1,
    vehicle_id: 11,
    equipment_number: 'FX-101',
    vehicle_parent_type: 'Heavy Duty Truck',
    vehicle_type: 'Kenworth T880',
    manufacture_year: 2021,
    inspection_month: '2026-05',
    inspection_expiry_date: '2027-05-31',
    expiry_status: 'ok',
    ...overrides,
  };
}

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    {
      method: 'GET',
      path: '/api/inspections',
      body: onePage([anInspection(), anInspection({ id: 2, vehicle_id: 12, equipment_number: 'LT-7' })]),
    },
    { method: 'GET', path: '/api/customization/fire_inspections', body: { data: null, message: 'OK' } },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/inspections?'));

describe('FireInspectionsScreen', { timeout: 20_000 }, () => {
  it('lists the first page, soonest expiry first', async () => {
    renderAtAddress(<FireInspectionsScreen />, '/incidents');
    const table = await screen.findByRole('table', { name: 'Fire extinguisher inspections' });
    await within(table).findByText('LT-7');
    expect(listCalls()[0]).toBe('/api/inspections?sort=inspection_expiry_date&sortDir=asc&page=1&per_page=50');
  });

  it("opens on Home's expiring link with the Expiry filter shown and sent, and drops it on Any", async () => {
    renderAtAddress(<FireInspectionsScreen />, '/incidents?expiry=expiring');
    await screen.findByText('LT-7');
    expect(listCalls()[0]).toBe(
      '/api/inspections?expiry=expiring&sort=inspection_expiry_date&sortDir=asc&page=1&per_page=50',
    );
    const filter = screen.getByRole<HTMLInputElement>('combobox', { name: 'Expiry' });
    expect(filter.value).toBe('Expiring within a month');
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Any', hidden: true }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/inspections?sort=inspection_expiry_date&sortDir=asc&page=1&per_page=50'),
    );
    expect(window.location.search).toBe('');
  });

  it('narrows the fire extinguisher list as the admin types an equipment number, back on page 1', async () => {
    renderAtAddress(<FireInspectionsScreen />, '/incidents?page=2');
    await screen.findByText('LT-7');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' fx-1 ' } });
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe(
        '/api/inspections?search=fx-1&sort=inspection_expiry_date&sortDir=asc&page=1&per_page=50',
      ),
    );
    expect(window.location.search).toBe('?search=fx-1');
  });

  it('keeps the search, sort and page size of the address after a reload', async () => {
    renderAtAddress(
      <FireInspectionsScreen />,
      '/incidents?search=kenworth&sort=equipment_number&sortDir=desc&per_page=25',
    );
    await screen.findByText('LT-7');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('kenworth');
    expect(listCalls()[0]).toBe(
      '/api/inspections?search=kenworth&sort=equipment_number&sortDir=desc&page=1&per_page=25',
    );
  });

  it('hides the columns the admin unticks in Column Options, once saved', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        const { column_visibility } = JSON.parse(String(init.body)) as { column_visibility: unknown };
        const data = { page: 'fire_inspections', column_visibility };
        return new Response(JSON.stringify({ data, message: 'Column preferences have been saved.' }));
      }
      if (url.startsWith('/api/customization')) return new Response(JSON.stringify({ data: null, message: 'OK' }));
      return new Response(JSON.stringify(onePage([anInspection()])));
    });
    renderAtAddress(<FireInspectionsScreen />, '/incidents');
    const table = await screen.findByRole('table', { name: 'Fire extinguisher inspections' });
    expect(within(table).getByRole('columnheader', { name: /Manufacture Year/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Column Options' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Manufacture Year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: /Manufacture Year/ })).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put![0])).toBe('/api/customization/fire_inspections');
  });

  it('exports what the search shows, in the list order', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:inspections');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAtAddress(<FireInspectionsScreen />, '/incidents?search=fx&sort=equipment_number');
    await screen.findByText('LT-7');
    fetchMock.mockImplementationOnce(async () => new Response('Equipment Number\r\n', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastCallTo(fetchMock, '/export')).toMatch(
      /^\/api\/inspections\/[0-9a-f]{6}\/export\?search=fx&sort=equipment_number&sortDir=asc$/,
    );
  });
});
