import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import { aTrackingRow, fixtureDays } from '../../../../test/tracking';
import { draftOf } from '../tracking-edit';
import { EditTrackingModal } from './edit-tracking-modal';
import { RateEditor } from './tracking-cells';

const row = aTrackingRow({ rate_type: 'custom_rate', rate: 90 });

function renderModal(onClose = vi.fn(), onSave = vi.fn()) {
  renderWithProviders(
    <EditTrackingModal
      row={row}
      days={fixtureDays}
      initial={draftOf(row, fixtureDays)}
      opened
      saving={false}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { onClose, onSave, dialog: screen.getByRole('dialog', { name: 'Edit Tracking' }) };
}

describe('EditTrackingModal', { timeout: 20_000 }, () => {
  it('a negative custom rate is refused with a message, kept as typed, and not saved', () => {
    const { onSave, dialog } = renderModal();
    const rate = within(dialog).getByRole('textbox', { name: /^Rate$/ }) as HTMLInputElement;
    fireEvent.change(rate, { target: { value: '-90' } });
    fireEvent.blur(rate);

    expect(within(dialog).getByText('Enter a number of 0 or more.')).toBeTruthy();
    expect(rate.value).toBe('-90.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('closing Edit Tracking with changes asks first', () => {
    const { onClose, dialog } = renderModal();
    fireEvent.click(within(dialog).getAllByRole('radio', { name: /^Spare,/ })[0]!);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
  });

  it('closing Edit Tracking without changes closes at once', () => {
    const { onClose, dialog } = renderModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('RateEditor', () => {
  it('a negative inline custom rate is refused with a message, not turned into another number', () => {
    const onRateChange = vi.fn();
    renderWithProviders(
      <RateEditor rateType="custom_rate" rate={-5} onRateTypeChange={() => undefined} onRateChange={onRateChange} />,
    );
    const rate = screen.getByRole('textbox', { name: 'Rate' }) as HTMLInputElement;
    fireEvent.blur(rate);
    expect(rate.value).toBe('-5.00');
    expect(screen.getByText('Enter a number of 0 or more.')).toBeTruthy();
    expect(onRateChange).not.toHaveBeenCalled();
  });
});
