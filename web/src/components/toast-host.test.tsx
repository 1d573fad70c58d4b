import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ToastHost } from './toast-host';
import { clearErrorToasts, showError, showSuccess } from './toasts';

describe('ToastHost', () => {
  it('shows a toast asked for before the toast list was downloaded', async () => {
    act(() => notifications.clean());
    renderWithProviders(<ToastHost />);
    act(() => showError('The server is unreachable. Check your connection and try again.'));
    expect(await screen.findByText('Error!')).toBeTruthy();
    expect(screen.getByText('The server is unreachable. Check your connection and try again.')).toBeTruthy();
    act(() => notifications.clean());
  });

  it('takes the error toasts away after a success, and leaves the success toast', async () => {
    act(() => notifications.clean());
    renderWithProviders(<ToastHost />);
    act(() => showError('ODM Read is required'));
    expect(await screen.findByText('ODM Read is required')).toBeTruthy();
    act(() => {
      showSuccess('Checklist has been submitted successfully.');
      clearErrorToasts();
    });
    expect(await screen.findByText('Checklist has been submitted successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('ODM Read is required')).toBeNull());
    act(() => notifications.clean());
  });
});
