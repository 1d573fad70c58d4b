import type { FirstAidKit } from '@fleet-ops/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import '../i18n';
import { KitFormModal } from './kit-form-modal';

const kit: FirstAidKit = {
  id: 6,
  vehicle_id: 3,
  equipment_number: 'T-44',
  vehicle_parent_type: 'Light Duty Truck',
  vehicle_type: 'F-150',
  expiry_date: '2027-03',
  type: 'type_1',
  expiry_status: 'ok',
};
const vehicles = [
  {
    id: 3,
    equipment_number: 'T-44',
    vehicle_type: 'F-150',
    vehicle_parent_type: 'Light Duty Truck',
    VIN_no: 'VIN44',
    has_hour_meter: false,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog', { name: 'Edit Kit' });

describe('KitFormModal', { timeout: 20_000 }, () => {
  it('closing the kit dialog with changes asks first, and Discard closes it', async () => {
    stubApi([]);
    const onClose = vi.fn();
    renderWithProviders(<KitFormModal opened onClose={onClose} kit={kit} vehicles={vehicles} />);
    fireEvent.click(within(dialog()).getByRole('combobox', { name: /^Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Type 2', hidden: true }));

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    const ask = within(dialog()).getByRole('alertdialog', { name: 'Discard your changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closing the kit dialog without changes closes at once', () => {
    stubApi([]);
    const onClose = vi.fn();
    renderWithProviders(<KitFormModal opened onClose={onClose} kit={kit} vehicles={vehicles} />);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
