import { fireEvent, screen, waitFor } from '@testing-library/react';
import { disposalMessages } from '@fleet-ops/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { authStore } from '../../../lib/auth-store';
import { aVehicle } from '../../../../test/vehicles';
import { RecordsSection } from './records-section';

const slow = { timeout: 10_000 };

beforeEach(() => authStore.signIn({ token: 'secret', role: 'admin', name: 'Pat', email: 'pat@example.com' }));
afterEach(() => authStore.signOut());

describe('RecordsSection', { timeout: 30_000 }, () => {
  it('says when and why a disposed vehicle left the fleet, and offers no second disposal', async () => {
    const disposed = aVehicle({ id: 7, disposed_on: '2026-11-15', disposal_reason: 'Sold at auction' });
    stubApi([{ method: 'GET', path: '/api/vehicles/7', body: { data: disposed, message: 'OK' } }]);
    renderWithProviders(<RecordsSection vehicleId={7} />);
    expect(await screen.findByText(/^Disposed of on Nov 15, 2026 — Sold at auction$/, {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inspector’s file' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dispose of the vehicle' })).toBeNull();
  });

  it('disposes of a vehicle with the date and reason, and shows the server’s message under a field', async () => {
    const fetchMock = stubApi([
      { method: 'GET', path: '/api/vehicles/8', body: { data: aVehicle({ id: 8 }), message: 'OK' } },
      {
        method: 'POST',
        path: '/api/vehicles/8/dispose',
        status: 422,
        body: { message: disposalMessages.dateInFuture, errors: { date: [disposalMessages.dateInFuture] } },
      },
    ]);
    renderWithProviders(<RecordsSection vehicleId={8} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dispose of the vehicle' }, slow));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reason' }), { target: { value: 'Sold' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Dispose of the vehicle' }).at(-1)!);
    expect(await screen.findByText(disposalMessages.dateInFuture, {}, slow)).toBeTruthy();
    await waitFor(() => {
      const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ reason: 'Sold' });
    });
  });
});
