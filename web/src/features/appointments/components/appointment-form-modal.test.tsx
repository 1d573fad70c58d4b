import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import '../i18n';
import { AppointmentFormModal } from './appointment-form-modal';
import { bookedAppointment } from '../../../../test/appointment';

const booked = bookedAppointment;

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  // jsdom has no font loading API, which the comments box's autosize listens to.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { status: 'loaded', addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    {
      method: 'GET',
      path: '/api/vehicles/equipment_numbers',
      body: {
        message: 'OK',
        data: [
          {
            id: 3,
            equipment_number: 'T-44',
            vehicle_type: 'F-150',
            vehicle_parent_type: 'Light Duty Truck',
            VIN_no: 'VIN44',
          },
        ],
      },
    },
    { method: 'GET', path: '/api/appointments/types', body: { message: 'OK', data: [{ id: 2, name: 'Oil change' }] } },
    { method: 'GET', path: '/api/locations', body: { message: 'OK', data: [{ id: 1, name: 'Colby Building' }] } },
    { method: 'PUT', path: '/api/appointments/9', body: { message: 'Appointment updated.', data: booked } },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog', { name: 'Edit Appointment' });
const dateBox = () => within(dialog()).getByLabelText(/^Date/) as HTMLInputElement;

function typeDate(text: string) {
  fireEvent.focus(dateBox());
  fireEvent.input(dateBox(), { target: { value: text } });
  fireEvent.blur(dateBox());
}

describe('AppointmentFormModal', { timeout: 20_000 }, () => {
  it("a date typed as displayed fills the appointment's date", async () => {
    const onClose = vi.fn();
    renderWithProviders(<AppointmentFormModal opened onClose={onClose} appointment={booked} />);
    expect(dateBox().value).toBe('Dec 1, 2026');

    typeDate('Jan 15, 2027');
    expect(dateBox().value).toBe('Jan 15, 2027');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toMatchObject({ date_to_added: '2027-01-15', time: '16:05' });
  });

  it('keeps a date it cannot read in the box, says what to type, and sends nothing', async () => {
    renderWithProviders(<AppointmentFormModal opened onClose={() => {}} appointment={booked} />);
    typeDate('next tuesday');

    expect(dateBox().value).toBe('next tuesday');
    expect(within(dialog()).getByText(/^Enter a date like/)).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(dateBox().getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('closing the appointment dialog with changes asks first, and Keep editing keeps them', async () => {
    const onClose = vi.fn();
    renderWithProviders(<AppointmentFormModal opened onClose={onClose} appointment={booked} />);
    fireEvent.change(within(dialog()).getByLabelText(/^Comments/), { target: { value: 'Bring the spare key' } });

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    const ask = within(dialog()).getByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog()).getByLabelText(/^Comments/) as HTMLTextAreaElement).value).toBe('Bring the spare key');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closing the appointment dialog without changes closes at once', () => {
    const onClose = vi.fn();
    renderWithProviders(<AppointmentFormModal opened onClose={onClose} appointment={booked} />);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape closes an open list first, then the untouched dialog', async () => {
    const onClose = vi.fn();
    renderWithProviders(<AppointmentFormModal opened onClose={onClose} appointment={null} />);
    const adding = screen.getByRole('dialog', { name: 'Add Appointment' });
    const type = await within(adding).findByPlaceholderText('Select an appointment type');
    fireEvent.click(type);
    await screen.findByRole('option', { name: 'Oil change' });

    fireEvent.keyDown(type, { key: 'Escape' });
    expect(screen.queryByRole('option', { name: 'Oil change' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(type, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape asks before discarding a typed comment: Escape again keeps it, Discard closes', () => {
    const onClose = vi.fn();
    renderWithProviders(<AppointmentFormModal opened onClose={onClose} appointment={booked} />);
    const comments = within(dialog()).getByLabelText(/^Comments/);
    fireEvent.change(comments, { target: { value: 'Bring the spare key' } });

    fireEvent.keyDown(comments, { key: 'Escape' });
    expect(within(dialog()).getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
    fireEvent.keyDown(comments, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(comments, { key: 'Escape' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
