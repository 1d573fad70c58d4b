import { notifications } from '@mantine/notifications';
import { fuelMessages, fuelOdometerBelowMessage } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { aLoader, fuelVehiclesRoute } from '../../../test/fuel';
import { stubApi } from '../../../test/stub-api';
import { authStore } from '../../lib/auth-store';
import { changeLanguage } from '../../lib/i18n';
import DriverFuelScreen from './driver-fuel-screen';

let fetchMock: Mock<typeof fetch>;

function fillIn() {
  fireEvent.change(screen.getByRole('textbox', { name: /Litres/ }), { target: { value: '52.4' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Cost|Coût/ }), { target: { value: '88.15' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Odom/ }), { target: { value: '48100' } });
}

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  authStore.signIn({ token: 'token-driver', role: 'driver', name: 'Dan Driver', email: 'dan@example.com' });
});
afterEach(async () => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('the driver’s Add fuel screen', { timeout: 20_000 }, () => {
  it('chooses the only assigned vehicle, shows its last reading, asks no date, and sends the fill-up', async () => {
    fetchMock = stubApi([
      fuelVehiclesRoute(),
      {
        method: 'POST',
        path: '/api/fuel_entries',
        status: 201,
        body: {
          message: 'The fill-up has been recorded.',
          data: {
            id: 1,
            vehicle_id: 5,
            equipment_number: 'TRK-5',
            driver_id: 2,
            driver_name: 'Dan Driver',
            date: '2026-11-18',
            litres: 52.4,
            cost: 88.15,
            odometer: 48300,
            hour_read: null,
          },
        },
      },
    ]);
    renderAtAddress(<DriverFuelScreen />, '/fuel/add');
    expect(await screen.findByText('Last reading: 48,210 km')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Date' })).toBeNull();
    fillIn();
    fireEvent.change(screen.getByRole('textbox', { name: /Odometer/ }), { target: { value: '48300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add fuel' }));
    expect(await screen.findByText('Fill-up recorded. Thank you!')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      vehicle_id: '5',
      litres: '52.4',
      cost: '88.15',
      odometer: '48300',
    });
  });

  it('shows the server’s refusal of a backwards odometer under the field, in French', async () => {
    await changeLanguage('fr');
    const message = fuelOdometerBelowMessage(48210, '2026-11-17');
    stubApi([
      fuelVehiclesRoute(),
      { method: 'POST', path: '/api/fuel_entries', status: 422, body: { message, errors: { odometer: [message] } } },
    ]);
    renderAtAddress(<DriverFuelScreen />, '/fuel/add');
    await screen.findByText('Dernière lecture : 48 210 km');
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le plein' }));
    await waitFor(() =>
      expect(
        screen.getByText('L’odomètre ne peut pas être inférieur à 48210 km, la lecture du 2026-11-17.'),
      ).toBeTruthy(),
    );
  });

  it('asks a loader without an odometer for its engine hours only, and sends no odometer', async () => {
    fetchMock = stubApi([
      fuelVehiclesRoute([aLoader()]),
      {
        method: 'POST',
        path: '/api/fuel_entries',
        status: 201,
        body: {
          message: fuelMessages.created,
          data: {
            ...{ id: 3, vehicle_id: 9, equipment_number: 'LDR-9', driver_id: 2, driver_name: 'Dan Driver' },
            ...{ date: '2026-11-18', litres: 120, cost: 180, odometer: null, hour_read: 4210 },
          },
        },
      },
    ]);
    renderAtAddress(<DriverFuelScreen />, '/fuel/add');
    expect(await screen.findByText('Last reading: 4,000 h')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Odometer/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Litres/ }), { target: { value: '120' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Cost/ }), { target: { value: '180' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add fuel' }));
    expect(await screen.findByText('Engine hours are required for a vehicle with an hour meter.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Engine hours/ }), { target: { value: '4210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add fuel' }));
    expect(await screen.findByText('Fill-up recorded. Thank you!')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({ vehicle_id: '9', litres: '120', cost: '180', hour_read: '4210' });
  });
});
