import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import '../i18n';
import { aVehicleRow } from '../../../../test/vehicles';
import { ColorModal } from './color-modal';

function openColorDialog() {
  const onClose = vi.fn();
  renderWithProviders(<ColorModal vehicle={aVehicleRow({ color: '#ffffff' })} opened onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

describe('ColorModal', () => {
  it('closing Assign Colour with another colour typed asks before discarding it', () => {
    const { onClose, dialog } = openColorDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Colou?r/ }), { target: { value: '#fa5252' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
  });

  it('closing Assign Colour unchanged closes at once', () => {
    const { onClose, dialog } = openColorDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
