import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import RatesScreen from './rates-screen';

const rates = [
  { id: 1, vehicle_parent_type: 'SUV', full_day_rate: 120, shared_day_rate: 60 },
  { id: 2, vehicle_parent_type: 'Light Duty Truck', full_day_rate: 0, shared_day_rate: 0 },
];

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if ((init?.method ?? 'GET') === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { full_day_rate: number; shared_day_rate: number };
      return new Response(
        JSON.stringify({ data: { ...rates[1], ...body }, message: 'Rate has been updated successfully.' }),
      );
    }
    const url = String(input);
    if (url.startsWith('/api/customization/rates')) {
      return new Response(JSON.stringify({ data: { page: 'rates', column_visibility: null }, message: 'OK' }));
    }
    if (url.includes('/export')) return new Response('Vehicle Type\r\n', { status: 200 });
    expect(url).toBe('/api/rates?all=1');
    return new Response(
      JSON.stringify({ data: rates, message: 'OK', total: 2, per_page: 2, current_page: 1, last_page: 1 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RatesScreen', { timeout: 20_000 }, () => {
  it("lists 'Rate for Vehicles' and edits a type's rates with the vehicle type read-only", async () => {
    renderAtAddress(<RatesScreen />, '/rates');
    expect(screen.getByRole('heading', { name: 'Rate for Vehicles' })).toBeTruthy();
    const suv = (await screen.findByText('SUV')).closest('tr')!;
    expect(within(suv).getByText('$120.00')).toBeTruthy();
    expect(within(suv).getByText('$60.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit rates for Light Duty Truck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rate' });
    const type = within(dialog).getByRole('textbox', { name: 'Vehicle Type' }) as HTMLInputElement;
    expect(type.value).toBe('Light Duty Truck');
    expect(type.readOnly).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Full Day Rate' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Full day rate is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Full Day Rate' }), { target: { value: '150.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'PUT')!;
    expect(url).toBe('/api/rates/2');
    expect(JSON.parse(String(init?.body))).toEqual({ full_day_rate: 150.25, shared_day_rate: 0 });
  });

  const rowsShown = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  it('searches the vehicle types as the admin types, and keeps the search in the address', async () => {
    renderAtAddress(<RatesScreen />, '/rates');
    await screen.findByText('SUV');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' duty ' } });
    await waitFor(() => expect(rowsShown()).toEqual(['Light Duty Truck']));
    expect(window.location.search).toBe('?search=duty');
  });

  it('exports the rates the search shows as a dated CSV file', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:rates');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAtAddress(<RatesScreen />, '/rates?search=suv');
    await waitFor(() => expect(rowsShown()).toEqual(['SUV']));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^rates-\d{4}-\d{2}-\d{2}\.csv$/)]));
    const exports = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/export'));
    expect(exports).toEqual([expect.stringMatching(/^\/api\/rates\/[0-9a-f]{6}\/export\?search=suv$/)]);
  });

  it('hides the columns the admin turned off in Column Options', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/customization/rates')) {
        const column_visibility = [
          { column: 'vehicle_parent_type', label: 'rates:columns.vehicleType', visible: true },
          { column: 'full_day_rate', label: 'rates:columns.fullDayRate', visible: true },
          { column: 'shared_day_rate', label: 'rates:columns.sharedDayRate', visible: false },
          { column: 'actions', label: 'rates:columns.actions', visible: true },
        ];
        return new Response(JSON.stringify({ data: { page: 'rates', column_visibility }, message: 'OK' }));
      }
      return new Response(
        JSON.stringify({ data: rates, message: 'OK', total: 2, per_page: 2, current_page: 1, last_page: 1 }),
      );
    });
    renderAtAddress(<RatesScreen />, '/rates');
    await screen.findByText('SUV');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Shared Day Rate' })).toBeNull());
    expect(screen.getByRole('columnheader', { name: 'Full Day Rate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Column Options' })).toBeTruthy();
  });
});
