import { driverMessages } from '@fleet-ops/shared';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import { aDriver, locations } from '../../../../test/drivers';
import { stubApi } from '../../../../test/stub-api';
import { AddDriverModal, EditDriverModal } from './driver-form-modal';

let toasts: MockInstance<typeof notifications.show>;
const shownToasts = () => toasts.mock.calls.map(([toast]) => [toast.title, toast.message]);

beforeEach(() => {
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog');
const field = (label: string) => within(dialog()).getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const sentBody = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body)) as Record<string, unknown>;

async function fillTheAddForm() {
  type('Name', 'Ann Tremblay');
  fireEvent.click(within(dialog()).getByRole('combobox', { name: /^Work Location/ }));
  // The test environment renders the options without showing the dropdown.
  fireEvent.click(await screen.findByRole('option', { name: 'Colby Building', hidden: true }));
  type('Supervisor', 'Sue Pervisor');
  type('Phone Number', '+1 709 555 0144');
  type('Licence Number', 'NL-0001');
  const expiry = field('Expiry Date');
  fireEvent.change(expiry, { target: { value: '2028-12-31' } });
  fireEvent.blur(expiry);
  fireEvent.click(within(dialog()).getByRole('radio', { name: 'Yes' }));
  type('Email', 'ann@example.com');
  type('Password', 'password-123');
}

// A dozen Mantine inputs in a modal take a few seconds to fill in jsdom, more on a busy machine.
const slow = { timeout: 20_000 };

describe('AddDriverModal', slow, () => {
  it("shows the shared schema's messages for the empty form, without calling the server", async () => {
    const fetchMock = stubApi([{ method: 'GET', path: '/api/locations', body: { message: 'OK', data: locations } }]);
    renderWithProviders(<AddDriverModal opened onClose={() => {}} />);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Driver' }));

    for (const message of [
      driverMessages.nameRequired,
      driverMessages.locationRequired,
      driverMessages.pitPermitRequired,
      driverMessages.supervisorRequired,
      driverMessages.phoneRequired,
      driverMessages.licenseRequired,
      driverMessages.expiryRequired,
      driverMessages.emailRequired,
      driverMessages.passwordRequired,
    ]) {
      expect(await within(dialog()).findByText(message)).toBeTruthy();
    }
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it("sends the driver, then shows the server's message and closes", async () => {
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/locations', body: { message: 'OK', data: locations } },
      { method: 'POST', path: '/api/drivers', status: 201, body: { message: driverMessages.created, data: aDriver() } },
    ]);
    const onClose = vi.fn();
    renderWithProviders(<AddDriverModal opened onClose={onClose} />);
    await fillTheAddForm();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Driver' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(sentBody(post)).toEqual({
      driver_name: 'Ann Tremblay',
      drive_in_pit: false,
      location_id: '2',
      rotation: '',
      pit_permit: 'yes',
      supervisor: 'Sue Pervisor',
      phone_number: '+1 709 555 0144',
      license_no: 'NL-0001',
      expiry_date: '2028-12-31',
      driver_email: 'ann@example.com',
      driver_password: 'password-123',
      color: '#ffffff',
    });
    expect(shownToasts()).toEqual([['Success!', driverMessages.created]]);
  });

  it("puts the server's field errors under their fields and lists them in the 'Error!' toast", async () => {
    stubApi([
      { method: 'GET', path: '/api/locations', body: { message: 'OK', data: locations } },
      {
        method: 'POST',
        path: '/api/drivers',
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { driver_email: [driverMessages.emailTaken], location_id: [driverMessages.locationInvalid] },
        },
      },
    ]);
    const onClose = vi.fn();
    renderWithProviders(<AddDriverModal opened onClose={onClose} />);
    await fillTheAddForm();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add Driver' }));

    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog()).getByText(driverMessages.emailTaken)).toBeTruthy();
    expect(within(dialog()).getByText(driverMessages.locationInvalid)).toBeTruthy();
    expect(shownToasts()).toEqual([['Error!', `${driverMessages.emailTaken}\n${driverMessages.locationInvalid}`]]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('EditDriverModal', slow, () => {
  it('starts from the stored driver, asks no password, and saves with PUT', async () => {
    const stored = aDriver({ name: 'Ann Stored', color: '#40c057' });
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/locations', body: { message: 'OK', data: locations } },
      { method: 'GET', path: '/api/drivers/7', body: { message: 'OK', data: stored } },
      { method: 'PUT', path: '/api/drivers/7', body: { message: driverMessages.updated, data: stored } },
    ]);
    const onClose = vi.fn();
    renderWithProviders(<EditDriverModal driver={aDriver()} opened onClose={onClose} />);

    await waitFor(() => expect((field('Name') as HTMLInputElement).value).toBe('Ann Stored'));
    expect(within(dialog()).queryByLabelText(/^Password/)).toBeNull();
    type('Supervisor', 'New Boss');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(sentBody(put)).toMatchObject({
      driver_id: 7,
      driver_name: 'Ann Stored',
      supervisor: 'New Boss',
      location_id: '1',
      pit_permit: 'yes',
      color: '#40c057',
    });
    expect(sentBody(put)).not.toHaveProperty('driver_password');
    expect(shownToasts()).toEqual([['Success!', driverMessages.updated]]);
  });

  it("a typed date as displayed fills the driver's licence expiry", async () => {
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/locations', body: { message: 'OK', data: locations } },
      { method: 'GET', path: '/api/drivers/7', body: { message: 'OK', data: aDriver() } },
      { method: 'PUT', path: '/api/drivers/7', body: { message: driverMessages.updated, data: aDriver() } },
    ]);
    const onClose = vi.fn();
    renderWithProviders(<EditDriverModal driver={aDriver()} opened onClose={onClose} />);
    await waitFor(() => expect((field('Expiry Date') as HTMLInputElement).value).toBe('Dec 31, 2028'));

    const expiry = field('Expiry Date');
    fireEvent.focus(expiry);
    fireEvent.input(expiry, { target: { value: 'Mar 9, 2029' } });
    fireEvent.blur(expiry);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(sentBody(put)).toMatchObject({ expiry_date: '2029-03-09' });
  });

  it('keeps an expiry it cannot read in the box, says what to type, and sends nothing', async () => {
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/locations', body: { message: 'OK', data: locations } },
      { method: 'GET', path: '/api/drivers/7', body: { message: 'OK', data: aDriver() } },
    ]);
    renderWithProviders(<EditDriverModal driver={aDriver()} opened onClose={() => {}} />);
    await waitFor(() => expect((field('Expiry Date') as HTMLInputElement).value).toBe('Dec 31, 2028'));

    const expiry = field('Expiry Date');
    fireEvent.focus(expiry);
    fireEvent.input(expiry, { target: { value: '31/31/2029' } });
    fireEvent.blur(expiry);
    expect((expiry as HTMLInputElement).value).toBe('31/31/2029');
    expect(within(dialog()).getByText(/^Enter a date like/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(expiry.getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });
});

describe('closing a driver dialog', slow, () => {
  it('asks first when the add driver dialog holds changes, and Discard closes it', async () => {
    stubApi([{ method: 'GET', path: '/api/locations', body: { message: 'OK', data: locations } }]);
    const onClose = vi.fn();
    renderWithProviders(<AddDriverModal opened onClose={onClose} />);
    type('Name', 'Ann Tremblay');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    const ask = within(dialog()).getByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the edit driver dialog at once when nothing was changed', async () => {
    stubApi([
      { method: 'GET', path: '/api/locations', body: { message: 'OK', data: locations } },
      { method: 'GET', path: '/api/drivers/7', body: { message: 'OK', data: aDriver() } },
    ]);
    const onClose = vi.fn();
    renderWithProviders(<EditDriverModal driver={aDriver()} opened onClose={onClose} />);
    await waitFor(() => expect((field('Name') as HTMLInputElement).value).toBe(aDriver().name));

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape closes the untouched add driver dialog, and asks once a name is typed', async () => {
    stubApi([{ method: 'GET', path: '/api/locations', body: { message: 'OK', data: locations } }]);
    const onClose = vi.fn();
    renderWithProviders(<AddDriverModal opened onClose={onClose} />);
    fireEvent.keyDown(field('Name'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    type('Name', 'Ann Tremblay');
    fireEvent.keyDown(field('Name'), { key: 'Escape' });
    expect(within(dialog()).getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
