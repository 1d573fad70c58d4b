import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../test/render';
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
    expect(String(input)).toBe('/api/rates?page=1&per_page=50');
    return new Response(
      JSON.stringify({ data: rates, message: 'OK', total: 2, per_page: 50, current_page: 1, last_page: 1 }),
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
    renderWithProviders(
      <MemoryRouter>
        <RatesScreen />
      </MemoryRouter>,
    );
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
});
