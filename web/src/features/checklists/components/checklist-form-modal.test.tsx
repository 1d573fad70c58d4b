import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { equipmentItemsAnswer, preOpOptions, slow, stubFontLoading } from '../../../../test/checklist-inspection';
import '../i18n';
import { ChecklistFormModal } from './checklist-form-modal';

// jsdom draws nothing on a canvas: the signature box is replaced by a button that "signs".
vi.mock('./signature-field', () => import('../../../../test/signature-field-stub'));

beforeEach(() => {
  stubFontLoading();
  stubApi([
    { method: 'GET', path: '/api/checklist/form_options', body: { data: preOpOptions, message: 'OK' } },
    {
      method: 'GET',
      path: '/api/vehicles/equipment_items',
      body: { data: { ...equipmentItemsAnswer, equipment_items: [] }, message: 'OK' },
    },
  ]);
});
afterEach(() => vi.unstubAllGlobals());

describe('ChecklistFormModal', { timeout: 30_000 }, () => {
  it('Escape closes the untouched New Pre-OP Checklist, and asks once a reading is typed', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ChecklistFormModal opened onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'New Pre-OP Checklist' });
    const reading = await within(dialog).findByLabelText(/^ODM Read/, {}, slow);
    fireEvent.keyDown(reading, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(reading, { target: { value: '12100' } });
    fireEvent.keyDown(reading, { key: 'Escape' });
    const ask = within(dialog).getByRole('alertdialog', { name: 'Discard your changes?' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
