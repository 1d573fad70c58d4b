import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { bookedAppointment } from '../../../test/appointment';
import { renderAtAddress } from '../../../test/render';
import { stubApi, lastCallTo } from '../../../test/stub-api';
import AppointmentsScreen from './appointments-screen';

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  fetchMock = stubApi([
    {
      method: 'GET',
      path: '/api/appointments',
      body: {
        message: 'OK',
        data: [
          bookedAppointment,
          { ...bookedAppointment, id: 10, equipment_number: 'V-7', appointment_type: 'Cleaning', VIN_No: 'VIN7' },
        ],
      },
    },
    { method: 'GET', path: '/api/appointments/types', body: { message: 'OK', data: [] } },
    { method: 'GET', path: '/api/week_trackings/weeks', body: { message: 'OK', data: {} } },
    {
      method: 'GET',
      path: '/api/customization/appointments',
      body: {
        message: 'OK',
        data: {
          page: 'appointments',
          column_visibility: [{ column: 'location_name', label: 'appointments:columns.location', visible: false }],
        },
      },
    },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function equipmentShown() {
  const table = await screen.findByRole('table', { name: 'Appointments' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);
}

describe('AppointmentsScreen', { timeout: 20_000 }, () => {
  it('shows the columns the admin kept in Column Options', async () => {
    renderAtAddress(<AppointmentsScreen />, '/appointments');
    const table = await screen.findByRole('table', { name: 'Appointments' });
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: /Location/ })).toBeNull());
    expect(within(table).getByRole('columnheader', { name: /Equipment Number/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Column Options' }));
    expect((await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Location' })).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Comments' }).checked).toBe(true);
  });

  it('narrows the bookings as the admin types, and keeps the search in the address', async () => {
    renderAtAddress(<AppointmentsScreen />, '/appointments');
    await screen.findByText('V-7');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' cleaning ' } });
    await waitFor(async () => expect(await equipmentShown()).toEqual(['V-7']));
    expect(window.location.search).toBe('?search=cleaning');
  });

  it('shows the search of the address after a reload', async () => {
    renderAtAddress(<AppointmentsScreen />, '/appointments?search=oil');
    await waitFor(async () => expect(await equipmentShown()).toEqual(['T-44']));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('oil');
  });

  it('exports the bookings the table shows: the same period and search', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:appointments');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAtAddress(<AppointmentsScreen />, '/appointments?when=past&search=oil');
    await screen.findByText('T-44');
    fetchMock.mockImplementationOnce(async () => new Response('Date\r\n', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastCallTo(fetchMock, '/export')).toMatch(
      /^\/api\/appointments\/[0-9a-f]{6}\/export\?when=past&search=oil$/,
    );
  });

  it('exports the bookings of the month the calendar shows', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:appointments');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAtAddress(<AppointmentsScreen />, '/appointments?view=calendar');
    await screen.findByRole('region', { name: 'Calendar of appointments' });
    fetchMock.mockImplementationOnce(async () => new Response('Date\r\n', { status: 200 }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lastCallTo(fetchMock, '/export')).toMatch(
      /^\/api\/appointments\/[0-9a-f]{6}\/export\?start=\d{4}-\d\d-\d\d&end=\d{4}-\d\d-\d\d&when=all$/,
    );
  });
});
