import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import '../i18n';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { aVehicle, aVehicleRow, driverOptions } from '../../../../test/vehicles';
import { AssignDriverModal } from './assign-driver-modal';

const vehicle = aVehicleRow({ driver_1_id: 7, driver_1_name: 'Ann Tremblay', note_1: 'Day shift' });
/** The vehicles' pick list with licences: theirs valid, plus one expired and one expiring. */
const pickList = [
  ...driverOptions.map((driver) => ({ ...driver, expiry_date: '2099-06-30', expiry_status: 'ok' })),
  {
    id: 10,
    name: 'Dan Expired',
    license_no: 'NL-0010',
    enabled: true,
    expiry_date: '2026-10-01',
    expiry_status: 'expired',
  },
  {
    id: 11,
    name: 'Eve Soon',
    license_no: 'NL-0011',
    enabled: true,
    expiry_date: '2026-12-10',
    expiry_status: 'expiring',
  },
];
const upcoming = {
  id: 41,
  vehicle_id: 3,
  driver_id: 8,
  driver_number: 'd3',
  driver_name: 'Bob Gagnon',
  drivers: { id: 8, name: 'Bob Gagnon' },
  assigned_from_date: '2099-01-05 07:00:00',
  assigned_to_date: '2099-01-09 19:00:00',
  note: 'Vacation cover',
  note_for: 'driver_3',
};

let fetchMock: Mock<typeof fetch>;
let show: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    { method: 'GET', path: '/api/drivers/data/with-status', body: { data: pickList, message: 'OK' } },
    { method: 'GET', path: '/api/assigned_drivers/upcoming', body: { data: [upcoming], total: 1, message: 'OK' } },
    {
      method: 'POST',
      path: '/api/vehicles/3/assign_driver',
      body: { data: aVehicle(), message: 'Drivers have been assigned successfully.' },
    },
    {
      method: 'DELETE',
      path: '/api/vehicles/remove_driver/41',
      body: { data: aVehicle(), message: 'Upcoming driver has been removed successfully.' },
    },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

/** Opens a slot's driver list (every slot's list is in the page, so only this one is searched). */
async function openDriverList(label: string) {
  const input = await screen.findByRole('combobox', { name: label });
  fireEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  return document.getElementById(input.getAttribute('aria-controls')!)!;
}

async function choose(label: string, option: string | RegExp) {
  const list = await openDriverList(label);
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

function renderModal(onClose = vi.fn()) {
  renderWithProviders(<AssignDriverModal vehicle={vehicle} opened onClose={onClose} />);
  return onClose;
}

describe('AssignDriverModal', { timeout: 20_000 }, () => {
  it("shows 'Drivers can't be same' on both slots and sends nothing", async () => {
    renderModal();
    await screen.findByRole('combobox', { name: 'Driver 2' });
    await choose('Driver 2', 'Ann Tremblay');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findAllByText("Drivers can't be same")).toHaveLength(2);
    expect(calls('POST')).toHaveLength(0);
  });

  it('lists disabled drivers without letting them be chosen', async () => {
    renderModal();
    const list = await openDriverList('Driver 2');
    const disabled = within(list).getByRole('option', { name: 'Cleo Disabled (disabled)', hidden: true });
    expect(disabled.getAttribute('aria-disabled') ?? disabled.getAttribute('data-combobox-disabled')).toBeTruthy();
  });

  it("shows each driver's licence when it has expired (not choosable) or expires soon", async () => {
    renderModal();
    const list = await openDriverList('Driver 2');
    const expired = within(list).getByRole('option', { name: /^Dan Expired/, hidden: true });
    expect(within(expired).getByText('Licence expired Oct 1, 2026')).toBeTruthy();
    expect(expired.getAttribute('aria-disabled') ?? expired.getAttribute('data-combobox-disabled')).toBeTruthy();
    const expiring = within(list).getByRole('option', { name: /^Eve Soon/, hidden: true });
    expect(within(expiring).getByText('Licence expires Dec 10, 2026')).toBeTruthy();
    expect(expiring.getAttribute('data-combobox-disabled')).toBeNull();
    const valid = within(list).getByRole('option', { name: 'Bob Gagnon', hidden: true });
    expect(within(valid).queryByText(/Licence/)).toBeNull();
  });

  it('repeats an expiring licence under the slot that holds the driver', async () => {
    renderModal();
    await choose('Driver 2', /^Eve Soon/);
    const driverTwo = screen.getByRole('combobox', { name: 'Driver 2' });
    const description = document.getElementById(driverTwo.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(description.textContent).toContain('Licence expires Dec 10, 2026');
  });

  it("sends the three slots with the chosen slot's note, then says so and closes", async () => {
    const onClose = renderModal();
    await screen.findByRole('combobox', { name: 'Driver 2' });
    await choose('Driver 2', 'Bob Gagnon');
    fireEvent.click(screen.getByRole('radio', { name: 'Driver 2' }));
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Night shift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(calls('POST')[0]![1]!.body))).toEqual({
      drivers_id: [7, 8, 0],
      note: 'Night shift',
      note_for: 'driver_2',
      temporary: false,
      assigned_from_date: null,
      assigned_to_date: null,
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Drivers have been assigned successfully.' }));
  });

  it("puts the server's message about a driver on the slot being edited", async () => {
    stubApi([
      { method: 'GET', path: '/api/drivers/data/with-status', body: { data: pickList, message: 'OK' } },
      { method: 'GET', path: '/api/assigned_drivers/upcoming', body: { data: [], total: 0, message: 'OK' } },
      {
        method: 'POST',
        path: '/api/vehicles/3/assign_driver',
        status: 422,
        body: {
          message: 'Driver is disabled',
          errors: { drivers_id: ['This driver is disabled and cannot be assigned.'] },
        },
      },
    ]);
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign' }));
    const driverOne = await screen.findByRole('combobox', { name: 'Driver 1' });
    await waitFor(() => expect(driverOne.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This driver is disabled and cannot be assigned.')).toBeTruthy();
  });

  it('reveals the start and end when the driver is temporary, and needs both', async () => {
    renderModal();
    await screen.findByRole('combobox', { name: 'Driver 2' });
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Temporary Driver/ }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Start date is required for a temporary driver.')).toBeTruthy();
    expect(screen.getByText('End date is required for a temporary driver.')).toBeTruthy();
    expect(calls('POST')).toHaveLength(0);
  });

  it('lists the upcoming assignments and removes one only after the confirmation', async () => {
    renderModal();
    const list = await screen.findByRole('list', { name: 'Upcoming assignments' });
    expect(within(list).getByText('Vacation cover')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove upcoming assignment of Bob Gagnon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Upcoming Driver' });
    expect(within(dialog).getByText('Are you sure you want to remove the upcoming driver?')).toBeTruthy();
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]![0])).toBe('/api/vehicles/remove_driver/41');
  });

  it('closing after only looking at another slot closes at once; with a note edited it asks first', async () => {
    const onClose = vi.fn();
    renderWithProviders(<AssignDriverModal vehicle={vehicle} opened onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Assign Driver' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Driver 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: 'Night shift' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
  });
});
