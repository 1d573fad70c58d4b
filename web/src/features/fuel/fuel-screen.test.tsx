import { notifications } from '@mantine/notifications';
import type { FuelEntry } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { aLoader, fuelVehiclesRoute } from '../../../test/fuel';
import { renderAtAddress } from '../../../test/render';
import { onePage, stubApi } from '../../../test/stub-api';
import { changeLanguage } from '../../lib/i18n';
import FuelScreen from './fuel-screen';

/** 45.5 L for $72.80 ($1.600 a litre), and the same fill-up with its cost's comma lost. */
const entries: FuelEntry[] = [
  {
    id: 1,
    vehicle_id: 5,
    equipment_number: 'TRK-5',
    driver_id: null,
    driver_name: null,
    date: '2026-11-16',
    litres: 45.5,
    cost: 72.8,
    odometer: 1000,
    hour_read: null,
  },
  {
    id: 2,
    vehicle_id: 5,
    equipment_number: 'TRK-5',
    driver_id: null,
    driver_name: null,
    date: '2026-11-17',
    litres: 45.5,
    cost: 7280,
    odometer: 1400,
    hour_read: null,
  },
];

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  fetchMock = stubApi([
    { method: 'GET', path: '/api/fuel_entries', body: onePage(entries) },
    { method: 'GET', path: '/api/fuel_entries/vehicles', body: { data: [], message: 'OK' } },
    { method: 'GET', path: '/api/customization/fuel', body: { data: null, message: 'OK' } },
  ]);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const listCalls = () =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/fuel_entries?'));

describe('FuelScreen', { timeout: 20_000 }, () => {
  it('shows each fill-up’s cost per litre, and sorts by it from its header, highest first on the second press', async () => {
    renderAtAddress(<FuelScreen />, '/fuel');
    const table = await screen.findByRole('table', { name: 'Fill-ups' });
    await within(table).findByText('$1.600');
    expect(within(table).getByText('$160.000')).toBeTruthy();
    expect(listCalls()[0]).toBe('/api/fuel_entries?sort=date&sortDir=desc&page=1&per_page=50');

    fireEvent.click(within(table).getByRole('button', { name: /Cost per Litre/ }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/fuel_entries?sort=cost_per_litre&sortDir=asc&page=1&per_page=50'),
    );
    fireEvent.click(within(table).getByRole('button', { name: /Cost per Litre/ }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/fuel_entries?sort=cost_per_litre&sortDir=desc&page=1&per_page=50'),
    );
    // The address is written after the list asks (a clean-clone run saw the ask before the address).
    await waitFor(() => expect(window.location.search).toBe('?sort=cost_per_litre'));
  });

  it('writes the cost per litre in French', async () => {
    await changeLanguage('fr');
    renderAtAddress(<FuelScreen />, '/fuel?sort=cost_per_litre');
    const table = await screen.findByRole('table', { name: 'Pleins' });
    expect(await within(table).findByText('1,600 $')).toBeTruthy();
    expect(
      within(table)
        .getByRole('columnheader', { name: /Coût par litre/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('shows a loader’s fill-up with an empty odometer and its engine hours, and corrects it without an odometer', async () => {
    const loaderFill: FuelEntry = {
      ...{ id: 3, vehicle_id: 9, equipment_number: 'LDR-9', driver_id: null, driver_name: null },
      ...{ date: '2026-11-18', litres: 120, cost: 180, odometer: null, hour_read: 4210 },
    };
    fetchMock = stubApi([
      { method: 'GET', path: '/api/fuel_entries', body: onePage([loaderFill]) },
      fuelVehiclesRoute([aLoader({ last_hour_read: 4210 })]),
      { method: 'GET', path: '/api/customization/fuel', body: { data: null, message: 'OK' } },
      { method: 'GET', path: '/api/fuel_entries/drivers', body: { data: [], message: 'OK' } },
      {
        method: 'PUT',
        path: '/api/fuel_entries/3',
        body: { data: loaderFill, message: 'The fill-up has been saved.' },
      },
    ]);
    renderAtAddress(<FuelScreen />, '/fuel');
    const table = await screen.findByRole('table', { name: 'Fill-ups' });
    const row = (await within(table).findByText('LDR-9')).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(6, 8)).toEqual(['—', '4,210']);

    fireEvent.click(within(row).getByRole('button', { name: /^Edit the fill-up of/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox', { name: /Odometer/ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /Engine hours/ })).toHaveProperty('value', '4,210');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'PUT')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      ...{ vehicle_id: '9', date: '2026-11-18', litres: '120', cost: '180' },
      ...{ driver_id: '', hour_read: '4210' },
    });
  });
});
