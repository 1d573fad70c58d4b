import { vehicleListTypes } from '@fleet-ops/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import { aVehicleRow, vehiclePage } from '../../../test/vehicles';
import VehiclesScreen from './vehicles-screen';

const rows = [
  aVehicleRow({ id: 44, equipment_number: 'E-44', vehicle_parent_type: 'Heavy Duty Truck' }),
  aVehicleRow({ id: 20, equipment_number: 'E-20', vehicle_parent_type: 'Sept Iles - SUV' }),
];

beforeEach(async () => {
  await changeLanguage('fr');
  stubApi([
    ...vehicleListTypes.map((type) => ({ method: 'GET', path: `/api/vehicles/${type}`, body: vehiclePage(rows) })),
    { method: 'GET', path: '/api/customization/vehicles', body: { data: null, message: 'OK' } },
  ]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('VehiclesScreen in French', { timeout: 20_000 }, () => {
  it('shows the parent types in French', async () => {
    renderAtAddress(<VehiclesScreen />, '/vehicles?type=all_vehicles');
    const rowOf = async (equipmentNumber: string) => (await screen.findByText(equipmentNumber)).closest('tr')!;

    expect(within(await rowOf('E-44')).getByText('Camion lourd')).toBeTruthy();
    expect(within(await rowOf('E-20')).getByText('Sept-Îles - VUS')).toBeTruthy();
    expect(screen.queryByText('Heavy Duty Truck')).toBeNull();
  });
});
