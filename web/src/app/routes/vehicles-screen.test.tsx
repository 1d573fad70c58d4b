import { notifications } from '@mantine/notifications';
import { vehicleListTypes } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { aVehicle, aVehicleRow, vehiclePage } from '../../../test/vehicles';
import VehiclesScreen from './vehicles-screen';

const rows = [
  aVehicleRow({ id: 44, equipment_number: 'E-44', color: '#fab005', driver_1_name: 'Ann Tremblay' }),
  aVehicleRow({
    id: 20,
    equipment_number: 'E-20',
    ownership_type: 'rent',
    insurance_expiry: '2026-01-02',
    expiry: { ...aVehicleRow().expiry, insurance_expiry: 'expired' },
  }),
];

let fetchMock: Mock<typeof fetch>;
let show: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  const listRoutes = vehicleListTypes.map((type) => ({
    method: 'GET',
    path: `/api/vehicles/${type}`,
    body: vehiclePage(rows),
  }));
  fetchMock = stubApi([
    ...listRoutes,
    { method: 'GET', path: '/api/customization/vehicles', body: { data: null, message: 'OK' } },
    {
      method: 'PUT',
      path: '/api/vehicles/status/20',
      body: { data: aVehicle({ id: 20, status: 'hidden' }), message: 'Vehicle has been hidden.' },
    },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /^\/api\/vehicles\/[a-z_]+\?/.test(url));

const address = () => window.location.search;

function renderScreen(at: string) {
  return renderAtAddress(<VehiclesScreen />, at);
}

describe('VehiclesScreen', { timeout: 20_000 }, () => {
  it("opens on the menu link's list, newest first, keeping its parameters in the address but not reload", async () => {
    renderScreen('/vehicles?type=all_vehicles&ownership_type=all&reload=true&sort=id&sortDir=desc');
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    await within(table).findByText('E-20');
    expect(listCalls()[0]).toBe(
      '/api/vehicles/all_vehicles?ownership_type=all&sort=id&sortDir=desc&page=1&per_page=50',
    );
    await waitFor(() => expect(address()).toBe('?type=all_vehicles&ownership_type=all&sort=id&sortDir=desc'));
  });

  it("completes an address without the menu link's filters and sort, keeping what it held", async () => {
    renderScreen('/vehicles?search=E-2');
    await screen.findByText('E-20');
    expect(listCalls()[0]).toBe(
      '/api/vehicles/all_vehicles?ownership_type=all&search=E-2&sort=id&sortDir=desc&page=1&per_page=50',
    );
    await waitFor(() =>
      expect(address()).toBe('?search=E-2&type=all_vehicles&ownership_type=all&sort=id&sortDir=desc'),
    );
  });

  it('shows each row in its colour, its ownership badge, its drivers, and expired dates marked', async () => {
    renderScreen('/vehicles');
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    await within(table).findByText('E-20');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.getAttribute('style')).toContain('#fab005');
    expect(within(first!).getByText('Ann Tremblay')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'E-44' }).getAttribute('href')).toBe('/vehicles/44');
    expect(second!.getAttribute('style')).toBeNull();
    expect(within(second!).getByText('Rent')).toBeTruthy();
    expect(within(second!).getByText('(Expired (on or before today))')).toBeTruthy();
  });

  it('offers every list filter of the shared list and sends the chosen one, back on page 1', async () => {
    renderScreen('/vehicles?page=2');
    await screen.findByText('E-20');
    const filter = screen.getByRole('combobox', { name: 'Filter' });
    fireEvent.click(filter);
    // The filter's own list: the Inspection filter offers an "Expired" too.
    const list = await screen.findByRole('listbox', { name: 'Filter', hidden: true });
    expect(within(list).getAllByRole('option', { hidden: true })).toHaveLength(vehicleListTypes.length);
    fireEvent.click(within(list).getByRole('option', { name: 'Expired', hidden: true }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe(
        '/api/vehicles/expired?ownership_type=all&sort=id&sortDir=desc&page=1&per_page=50',
      ),
    );
    expect(address()).toContain('type=expired');
  });

  it('sorts by a column header, flipping the direction on a second click', async () => {
    renderScreen('/vehicles');
    await screen.findByText('E-20');
    fireEvent.click(screen.getByRole('button', { name: 'Insurance Expiry' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('sort=insurance_expiry&sortDir=asc'));
    fireEvent.click(screen.getByRole('button', { name: 'Insurance Expiry' }));
    await waitFor(() => expect(listCalls().at(-1)).toContain('sort=insurance_expiry&sortDir=desc'));
  });

  it('hides a vehicle after a confirmation naming its equipment number, with the server message as the toast', async () => {
    renderScreen('/vehicles');
    await screen.findByText('E-20');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for E-20' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide Vehicle' });
    expect(within(dialog).getByText(/^Are you sure, You want to hide vehicle E-20\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Vehicle has been hidden.' })),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ name: 'status' });
  });

  it("asks before deleting, with the spec's question and the equipment number", async () => {
    renderScreen('/vehicles');
    await screen.findByText('E-44');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for E-44' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Vehicle E-44' });
    expect(within(dialog).getByText('Are you sure, You want to delete this Vehicle E-44?')).toBeTruthy();
  });

  it('assigns a row colour from the Assign Colour modal', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST') {
        return new Response(
          JSON.stringify({
            data: aVehicle({ id: 20, color: '#40c057' }),
            message: 'Colour has been assigned successfully.',
          }),
        );
      }
      if (url.startsWith('/api/customization')) return new Response(JSON.stringify({ data: null, message: 'OK' }));
      return new Response(JSON.stringify(vehiclePage(rows)));
    });
    renderScreen('/vehicles');
    await screen.findByText('E-20');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for E-20' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign Colour', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Colour' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Colour' }), { target: { value: '#40C057' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Colour has been assigned successfully.' })),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/vehicles/color');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ color: '#40C057', vehicle_id: 20 });
  });

  it('exports what the filter shows', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:vehicles');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/export') ? new Response('Equipment Number\r\n') : answer(input, init),
    );
    renderScreen('/vehicles?type=hidden&ownership_type=lease&sort=VIN_no&sortDir=asc');
    await screen.findByText('E-20');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportUrls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/export'));
    expect(exportUrls).toHaveLength(1);
    expect(exportUrls[0]).toMatch(
      /^\/api\/vehicles\/[0-9a-f]{6}\/export\?type=hidden&ownership_type=lease&sort=VIN_no&sortDir=asc$/,
    );
  });
});
