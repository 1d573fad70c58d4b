import { driverMessages } from '@fleet-ops/shared';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import { aDriver } from '../../../../test/drivers';
import { stubApi } from '../../../../test/stub-api';
import { NotifyDriverModal } from './notify-driver-modal';

let show: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const past = {
  id: 1,
  driver_id: 7,
  phone_number: '+1 709 555 0144',
  comments: 'Truck 44 is ready.',
  status: 'queued',
  sent_by: 'Fleet Admin',
  created_at: '2026-05-01 14:03:27',
};

describe('NotifyDriverModal', { timeout: 20_000 }, () => {
  it("starts with the driver's phone and shows the texts sent before, with time and status", async () => {
    stubApi([{ method: 'GET', path: '/api/drivers/7/notifications', body: { message: 'OK', data: [past] } }]);
    renderWithProviders(<NotifyDriverModal driver={aDriver()} opened onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Notify Driver' });
    expect((within(dialog).getByLabelText(/^Phone Number/) as HTMLInputElement).value).toBe('+1 709 555 0144');

    const history = await within(dialog).findByRole('table', { name: 'Past notifications' });
    const cells = within(history)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['May 1, 2026, 2:03 p.m.', 'Truck 44 is ready.+1 709 555 0144 · by Fleet Admin', 'queued']);
  });

  it('asks for comments, sends drivers_id, phone and comments, and says plainly the SMS was kept in the outbox', async () => {
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/drivers/7/notifications', body: { message: 'OK', data: [] } },
      {
        method: 'POST',
        path: '/api/notify',
        status: 201,
        body: { message: driverMessages.notificationKeptInOutbox, data: past },
      },
    ]);
    const onClose = vi.fn();
    renderWithProviders(<NotifyDriverModal driver={aDriver()} opened onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Notify Driver' });
    expect(await within(dialog).findByText('No notifications sent to this driver yet.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(driverMessages.commentsRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Comments/), { target: { value: 'Truck 44 is ready.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      drivers_id: 7,
      phone: '+1 709 555 0144',
      comments: 'Truck 44 is ready.',
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'No SMS provider is configured: the message was kept in the outbox, not sent.',
      }),
    );
  });

  it('closing the notify dialog with a message typed asks first, and Keep editing keeps it', async () => {
    stubApi([{ method: 'GET', path: '/api/drivers/7/notifications', body: { message: 'OK', data: [] } }]);
    const onClose = vi.fn();
    renderWithProviders(<NotifyDriverModal driver={aDriver()} opened onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Notify Driver' });
    fireEvent.change(within(dialog).getByLabelText(/^Comments/), { target: { value: 'Truck 44 is ready.' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = within(dialog).getByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText(/^Comments/) as HTMLTextAreaElement).value).toBe('Truck 44 is ready.');
    expect(await within(dialog).findByText('No notifications sent to this driver yet.')).toBeTruthy();
  });
});
