import { notifications } from '@mantine/notifications';
import type { FireInspection } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import '../i18n';
import { FireInspectionFormModal } from './fire-inspection-form-modal';

const inspection: FireInspection = {
  id: 4,
  vehicle_id: 3,
  equipment_number: 'T-44',
  vehicle_parent_type: 'Light Duty Truck',
  vehicle_type: 'F-150',
  manufacture_year: 2021,
  inspection_month: '2026-05',
  inspection_expiry_date: '2027-05-31',
  expiry_status: 'ok',
};
const vehicle = {
  id: 3,
  equipment_number: 'T-44',
  vehicle_type: 'F-150',
  vehicle_parent_type: 'Light Duty Truck',
  VIN_no: 'VIN44',
};

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    { method: 'GET', path: '/api/vehicles/equipment_numbers', body: { message: 'OK', data: [vehicle] } },
    { method: 'PUT', path: '/api/inspections/4', body: { message: 'Inspection updated.', data: inspection } },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog', { name: 'Edit Inspection' });
const expiry = () => within(dialog()).getByLabelText(/^Inspection Expiry Date/) as HTMLInputElement;

describe('FireInspectionFormModal', { timeout: 20_000 }, () => {
  it('an expiry date typed year first fills the inspection expiry, shown as the reader reads it', async () => {
    const onClose = vi.fn();
    renderWithProviders(<FireInspectionFormModal opened onClose={onClose} inspection={inspection} />);
    expect(expiry().value).toBe('May 31, 2027');

    fireEvent.focus(expiry());
    fireEvent.input(expiry(), { target: { value: '2027-06-30' } });
    fireEvent.blur(expiry());
    expect(expiry().value).toBe('Jun 30, 2027');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toMatchObject({ inspection_expiry_date: '2027-06-30' });
  });

  it('closing the inspection dialog with changes asks first', () => {
    const onClose = vi.fn();
    renderWithProviders(<FireInspectionFormModal opened onClose={onClose} inspection={inspection} />);
    fireEvent.change(within(dialog()).getByLabelText(/^Manufacture Year/), { target: { value: '2022' } });

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('alertdialog', { name: 'Discard your changes?' })).toBeTruthy();
  });

  it('closing the inspection dialog without changes closes at once', () => {
    const onClose = vi.fn();
    renderWithProviders(<FireInspectionFormModal opened onClose={onClose} inspection={inspection} />);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
