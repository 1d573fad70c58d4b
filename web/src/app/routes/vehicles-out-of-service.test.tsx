import { notifications } from '@mantine/notifications';
import { vehicleListTypes } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { aVehicleRow, vehiclePage } from '../../../test/vehicles';
import VehiclesScreen from './vehicles-screen';

const rows = [
  aVehicleRow({ id: 44, equipment_number: 'E-44', out_of_service: true, out_of_service_since: '2026-11-17 08:00:00' }),
  aVehicleRow({ id: 20, equipment_number: 'E-20' }),
];

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    ...vehicleListTypes.map((type) => ({ method: 'GET', path: `/api/vehicles/${type}`, body: vehiclePage(rows) })),
    { method: 'GET', path: '/api/customization/vehicles', body: { data: null, message: 'OK' } },
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /^\/api\/vehicles\/[a-z_]+\?/.test(url));

describe('VehiclesScreen and out of service', { timeout: 20_000 }, () => {
  it('marks a vehicle with an unverified major defect with a red "Out of service" badge, and only that one', async () => {
    renderAtAddress(<VehiclesScreen />, '/vehicles');
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    const outRow = (await within(table).findByText('E-44')).closest('tr')!;
    expect(within(outRow).getByText('Out of service')).toBeTruthy();
    const okRow = within(table).getByText('E-20').closest('tr')!;
    expect(within(okRow).queryByText('Out of service')).toBeNull();
  });

  it('sends out_of_service=1 when the admin ticks "Out of service only", back on page 1', async () => {
    renderAtAddress(<VehiclesScreen />, '/vehicles?page=2');
    await screen.findByText('E-20');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Out of service only' }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe(
        '/api/vehicles/all_vehicles?ownership_type=all&out_of_service=1&sort=id&sortDir=desc&page=1&per_page=50',
      ),
    );
    expect(window.location.search).toContain('out_of_service=1');
  });

  it('opens with the filter ticked from Home’s tile link (vehicles?out_of_service=1)', async () => {
    renderAtAddress(<VehiclesScreen />, '/vehicles?out_of_service=1');
    await screen.findByText('E-20');
    expect(listCalls()[0]).toContain('out_of_service=1');
    expect((screen.getByRole('checkbox', { name: 'Out of service only' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows Home\'s "without a valid inspection" filter while it narrows the list, and drops it when unticked', async () => {
    renderAtAddress(<VehiclesScreen />, '/vehicles?checklist_missing=1');
    await screen.findByText('E-20');
    expect(listCalls()[0]).toBe(
      '/api/vehicles/all_vehicles?ownership_type=all&checklist_missing=1&sort=id&sortDir=desc&page=1&per_page=50',
    );
    const filter = screen.getByRole<HTMLInputElement>('checkbox', { name: 'In use without a valid inspection' });
    expect(filter.checked).toBe(true);
    fireEvent.click(filter);
    await waitFor(() => expect(listCalls().at(-1)).not.toContain('checklist_missing'));
    expect(screen.queryByRole('checkbox', { name: 'In use without a valid inspection' })).toBeNull();
  });
});
