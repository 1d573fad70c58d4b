import { driverMessages } from '@fleet-ops/shared';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import { aDriver } from '../../../../test/drivers';
import { stubApi } from '../../../../test/stub-api';
import { DriverPasswordModal } from './driver-password-modal';

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog', { name: 'Update Password' });
const type = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const submit = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Update Password' }));

describe('DriverPasswordModal', () => {
  it("asks for both passwords with the spec's messages", async () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<DriverPasswordModal driver={aDriver()} opened onClose={() => {}} />);
    submit();
    expect(await within(dialog()).findByText('New Password is required')).toBeTruthy();
    expect(within(dialog()).getByText('Confirm Password is required')).toBeTruthy();

    type('New Password', 'password-123');
    type('Confirm Password', 'password-124');
    submit();
    expect(await within(dialog()).findByText('Password and Confirm Password must be match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the new password and its confirmation, then closes', async () => {
    const fetchMock = stubApi([
      { method: 'PUT', path: '/api/drivers/7', body: { message: driverMessages.passwordUpdated, data: aDriver() } },
    ]);
    const onClose = vi.fn();
    renderWithProviders(<DriverPasswordModal driver={aDriver()} opened onClose={onClose} />);
    type('New Password', 'password-123');
    type('Confirm Password', 'password-123');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      driver_id: 7,
      new_password: 'password-123',
      new_password_confirmation: 'password-123',
    });
  });

  it('closing the password dialog with a password typed asks first', () => {
    stubApi([]);
    const onClose = vi.fn();
    renderWithProviders(<DriverPasswordModal driver={aDriver()} opened onClose={onClose} />);
    type('New Password', 'password-123');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
  });
});
