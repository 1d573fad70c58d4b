import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import '../i18n';
import { RateFormModal } from './rate-form-modal';

const rate = { id: 2, vehicle_parent_type: 'Light Duty Truck', full_day_rate: 1200, shared_day_rate: 60 };

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    { method: 'PUT', path: '/api/rates/2', body: { message: 'Rate has been updated successfully.', data: rate } },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog', { name: 'Edit Rate' });
const box = (name: string) => within(dialog()).getByRole('textbox', { name }) as HTMLInputElement;
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('RateFormModal', { timeout: 20_000 }, () => {
  it('writes a rate with its thousands grouped and 2 decimals, the dollar sign beside the box', () => {
    renderWithProviders(<RateFormModal rate={rate} opened onClose={() => {}} />);
    expect(box('Full Day Rate').value).toBe('1,200.00');
    expect(within(dialog()).getAllByText('$')).toHaveLength(2);
  });

  it('a negative rate is refused with a message, kept as typed, and not sent', async () => {
    renderWithProviders(<RateFormModal rate={rate} opened onClose={() => {}} />);
    fireEvent.change(box('Shared Day Rate'), { target: { value: '-5' } });
    fireEvent.blur(box('Shared Day Rate'));

    expect(within(dialog()).getByText('Enter a number of 0 or more.')).toBeTruthy();
    expect(box('Shared Day Rate').value).toBe('-5.00');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box('Shared Day Rate').getAttribute('aria-invalid')).toBe('true'));
    expect(puts()).toEqual([]);
  });

  it('closing the rate dialog with changes asks first, and Discard closes it', () => {
    const onClose = vi.fn();
    renderWithProviders(<RateFormModal rate={rate} opened onClose={onClose} />);
    fireEvent.change(box('Full Day Rate'), { target: { value: '150' } });

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    const ask = within(dialog()).getByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(puts()).toEqual([]);
  });

  it('closing the rate dialog without changes closes at once', () => {
    const onClose = vi.fn();
    renderWithProviders(<RateFormModal rate={rate} opened onClose={onClose} />);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
