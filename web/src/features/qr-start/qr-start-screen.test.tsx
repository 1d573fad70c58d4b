import type { ChecklistFormOptions, Role } from '@fleet-ops/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { GuestOnly, SignedInOnly } from '../../app/guards';
import { authStore } from '../../lib/auth-store';
import QrStartScreen from './qr-start-screen';

const vehicle = (equipment_number: string) => ({
  equipment_number,
  vehicle_type: 'Ford F-150',
  driver_ids: [7],
  out_of_service: false,
  open_defects: [],
});

const options = (mode: ChecklistFormOptions['mode'], equipment: string[]): ChecklistFormOptions => ({
  mode,
  today: '2026-11-18',
  earliest_date: '2026-11-11',
  may_backdate: mode === 'admin',
  vehicles: equipment.map(vehicle),
  operators: [{ id: 7, name: 'Dan Driverson' }],
  locations: [],
  require_every_item: false,
});

/** Where the app went: each destination just prints its address. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/** The app's guard around the QR page, and the pages it may lead to. */
function openQr(address: string) {
  renderAtAddress(
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<Landed />} />
      </Route>
      <Route element={<SignedInOnly />}>
        <Route path="/qr/:equipmentNumber" element={<QrStartScreen />} />
      </Route>
      <Route path="/dashboard" element={<Landed />} />
      <Route path="/home" element={<Landed />} />
    </Routes>,
    address,
  );
}

function signInAs(role: Role) {
  authStore.signIn({ token: `token-${role}`, role, name: 'Pat Test', email: 'pat@example.com' });
}

afterEach(() => authStore.signOut());

describe('the QR start page /qr/{equipment number}', () => {
  it('opens the driver’s checklist with the scanned vehicle chosen when they may inspect it', async () => {
    signInAs('driver');
    stubApi([
      {
        method: 'GET',
        path: '/api/checklist/form_options',
        body: { data: options('driver', ['E-7', 'E-12']), message: 'OK' },
      },
    ]);

    openQr('/qr/E-12');

    expect((await screen.findByTestId('landed')).textContent).toBe('/dashboard?vehicle=E-12');
  });

  it('tells a driver plainly that they may not inspect a vehicle that is not theirs, with the way back', async () => {
    signInAs('driver');
    stubApi([
      { method: 'GET', path: '/api/checklist/form_options', body: { data: options('driver', ['E-7']), message: 'OK' } },
    ]);

    openQr('/qr/E-12');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('You can’t inspect vehicle E-12');
    expect(
      screen.getByText(
        'Only the drivers assigned to this vehicle and their supervisors can fill its checklist. Ask your supervisor.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the checklist' }));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/dashboard'));
  });

  it('tells a supervisor that a vehicle outside their crew, or an unknown number, is not theirs to inspect', async () => {
    signInAs('supervisor');
    // Only the form's options: a supervisor's vehicle lists hold their crew's only, so none is asked for.
    const fetchMock = stubApi([
      {
        method: 'GET',
        path: '/api/checklist/form_options',
        body: { data: options('supervisor', ['E-7']), message: 'OK' },
      },
    ]);

    openQr('/qr/E-12');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('You can’t inspect vehicle E-12');
    expect(fetchMock.mock.calls.map(([input]) => String(input).split('?')[0])).toEqual(['/api/checklist/form_options']);
  });

  it('opens the New Pre-OP Checklist form on Home for an admin', async () => {
    signInAs('admin');
    stubApi([
      { method: 'GET', path: '/api/checklist/form_options', body: { data: options('admin', ['E 12']), message: 'OK' } },
    ]);

    openQr('/qr/E%2012');

    expect((await screen.findByTestId('landed')).textContent).toBe('/home?vehicle=E+12');
  });

  it('sends a signed-out visitor to sign in, then back to the same QR address', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/checklist/form_options',
        body: { data: options('driver', ['E-12']), message: 'OK' },
      },
    ]);

    openQr('/qr/E-12');

    expect((await screen.findByTestId('landed')).textContent).toBe('/login?next=%2Fqr%2FE-12');
    act(() => signInAs('driver'));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('/dashboard?vehicle=E-12'));
  });

  it('never follows a sign-in return address that leads off the app', async () => {
    signInAs('driver');

    openQr('/login?next=%2F%2Fevil.example%2Fqr');

    expect((await screen.findByTestId('landed')).textContent).toBe('/dashboard');
  });
});
