import { fireEvent, screen, within } from '@testing-library/react';
import type { ChecklistFormOptions } from '@fleet-ops/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import '../i18n';
import { ChecklistFormModal } from './checklist-form-modal';

// jsdom draws nothing on a canvas: the signature box is replaced by a button that "signs".
vi.mock('./signature-field', () => import('../../../../test/signature-field-stub'));

const options: ChecklistFormOptions = {
  mode: 'driver',
  today: '2026-11-18',
  earliest_date: '2026-11-11',
  may_backdate: false,
  vehicles: [
    { equipment_number: 'T-44', vehicle_type: 'Ford F-150', driver_ids: [7], out_of_service: false, open_defects: [] },
  ],
  operators: [{ id: 7, name: 'Dan Driverson' }],
  locations: [{ id: 1, name: 'Mine Engineering' }],
  require_every_item: false,
};

beforeEach(() => {
  // jsdom has no font loading API; the remarks box's autosize listens to it.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { status: 'loaded', addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  stubApi([
    { method: 'GET', path: '/api/checklist/form_options', body: { data: options, message: 'OK' } },
    {
      method: 'GET',
      path: '/api/vehicles/equipment_items',
      body: {
        data: {
          equipment_number: 'T-44',
          vehicle_type: 'Ford F-150',
          last_odm_read: 12000,
          has_odometer: true,
          has_hour_meter: false,
          last_hour_read: 0,
          equipment_items: [],
        },
        message: 'OK',
      },
    },
  ]);
});
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 10_000 };

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
