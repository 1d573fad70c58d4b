import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import { aDriver, anAssignment } from '../../../../test/drivers';
import { stubApi } from '../../../../test/stub-api';
import { ArchiveDriverDialog, DeleteDriverDialog, EnableDriverDialog } from './driver-confirm-dialogs';

let toasts: MockInstance<typeof notifications.show>;
const shownToasts = () => toasts.mock.calls.map(([toast]) => [toast.title, toast.message]);

beforeEach(() => {
  toasts = vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ArchiveDriverDialog', () => {
  it("lists the driver's vehicles, marking upcoming ones '(Future)', and archives on Archive", async () => {
    const driver = aDriver();
    const fetchMock = stubApi([
      {
        method: 'GET',
        path: '/api/drivers/assigned_vehicles/7',
        body: {
          message: 'OK',
          data: [
            anAssignment(),
            anAssignment({ assignment_id: 2, equipment_number: 'E-20', vehicle_type: 'Tahoe', is_future: true }),
          ],
        },
      },
      {
        method: 'POST',
        path: '/api/drivers/status/7/archived',
        body: {
          message: 'Driver has been archived (1 current assignment ended, 1 future assignment removed).',
          data: { ...driver, archived: true },
        },
      },
    ]);
    const onClose = vi.fn();
    renderWithProviders(<ArchiveDriverDialog driver={driver} opened onClose={onClose} />);

    const dialog = screen.getByRole('dialog', { name: 'Archive Driver' });
    expect(within(dialog).getByText('Are you sure you want to archive the driver?')).toBeTruthy();
    const list = await within(dialog).findByRole('list', { name: 'Ann Tremblay will be removed from these vehicles:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['E-44 Ford F-150', 'E-20 Tahoe (Future)']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/drivers/status/7/archived',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(shownToasts()).toEqual([
      ['Success!', 'Driver has been archived (1 current assignment ended, 1 future assignment removed).'],
    ]);
  });

  it('has no list when the driver drives nothing', async () => {
    stubApi([{ method: 'GET', path: '/api/drivers/assigned_vehicles/7', body: { message: 'OK', data: [] } }]);
    renderWithProviders(<ArchiveDriverDialog driver={aDriver()} opened onClose={() => {}} />);
    expect(await screen.findByText('Ann Tremblay is not assigned to any vehicle.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('asks to unarchive an archived driver, without looking up vehicles', () => {
    const fetchMock = stubApi([]);
    renderWithProviders(<ArchiveDriverDialog driver={aDriver({ archived: true })} opened onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Unarchive Driver' });
    expect(within(dialog).getByText('Are you sure you want to unarchive the driver?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Unarchive' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('DeleteDriverDialog', () => {
  it("asks with the spec's words, then deletes", async () => {
    const fetchMock = stubApi([
      { method: 'DELETE', path: '/api/drivers/7', body: { message: 'Driver has been deleted successfully.' } },
    ]);
    const onClose = vi.fn();
    renderWithProviders(<DeleteDriverDialog driver={aDriver()} opened onClose={onClose} />);
    expect(
      screen.getByText(
        'Are you sure, You want to delete this driver? The associated information with this driver will be lost.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(shownToasts()).toEqual([['Success!', 'Driver has been deleted successfully.']]);
  });
});

describe('EnableDriverDialog', () => {
  it('offers Disable for an enabled driver and Enable for a disabled one', () => {
    stubApi([]);
    const { unmount } = renderWithProviders(<EnableDriverDialog driver={aDriver()} opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Disable Driver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeTruthy();
    unmount();
    renderWithProviders(<EnableDriverDialog driver={aDriver({ enabled: false })} opened onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Enable Driver' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enable' })).toBeTruthy();
  });
});
