import { notifications } from '@mantine/notifications';
import { fuelMessages, requestMessages } from '@fleet-ops/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { fuelVehiclesRoute } from '../../../test/fuel';
import { jsonAnswer, sentHeaders, stubApi } from '../../../test/stub-api';
import { authStore } from '../../lib/auth-store';
import DriverFuelScreen from './driver-fuel-screen';

const recorded = {
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
};

function fillIn() {
  fireEvent.change(screen.getByRole('textbox', { name: /Litres/ }), { target: { value: '52.4' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Cost/ }), { target: { value: '88.15' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Odometer/ }), { target: { value: '48300' } });
}

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
  authStore.signIn({ token: 'token-driver', role: 'driver', name: 'Dan Driver', email: 'dan@example.com' });
});
afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a fill-up sent again from the phone', { timeout: 20_000 }, () => {
  it('carries the same Idempotency-Key after a 503, and the next fill-up a new one', async () => {
    const fetchMock = stubApi([
      fuelVehiclesRoute(),
      {
        method: 'POST',
        path: '/api/fuel_entries',
        status: 201,
        body: { data: recorded, message: fuelMessages.created },
      },
    ]);
    renderAtAddress(<DriverFuelScreen />, '/fuel/add');
    await screen.findByText('Last reading: 48,210 km');
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    // The first answer is lost in a restart: the server may have stored the fill-up.
    fetchMock.mockResolvedValueOnce(jsonAnswer(503, { message: requestMessages.databaseUnavailable }));

    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Add fuel' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Add fuel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add another fill-up' }));
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Add fuel' }));
    await waitFor(() => expect(posts()).toHaveLength(3));

    const keys = sentHeaders(fetchMock, 'Idempotency-Key').filter((key) => key !== null);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
