import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm: () => Promise<unknown>) {
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Delete appointment"
      message="Are you sure you want to delete the appointment? The data related to appointment will be lost."
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('ConfirmDialog', () => {
  it('waits for the action, showing it is busy, then closes', async () => {
    let finish = () => {};
    const onClose = renderDialog(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(screen.getByRole('dialog', { name: 'Delete appointment' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true));
    expect(onClose).not.toHaveBeenCalled();

    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open when the action fails, so the person can retry', async () => {
    const onClose = renderDialog(() => Promise.reject(new Error('refused')));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape', () => {
    const onClose = renderDialog(() => Promise.resolve());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
