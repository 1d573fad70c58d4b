import { waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { renderAtAddress } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import SsoLandingScreen from './sso-landing-screen';

const user = { token: 't0k3n', role: 'supervisor', name: 'Sue Per', email: 'sup@example.com' };

function renderLanding(address: string) {
  renderAtAddress(
    <Routes>
      <Route path="/login/sso" element={<SsoLandingScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    address,
  );
}

afterEach(() => {
  authStore.signOut();
  vi.unstubAllGlobals();
});

describe('/login/sso', () => {
  it('picks up the session once, signs in and goes to the home of the role', async () => {
    const fetchMock = stubApi([
      { method: 'POST', path: '/api/auth/oidc/session', body: { data: user, message: 'Signed in successfully.' } },
    ]);
    renderLanding('/login/sso');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(authStore.getUser()).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes on to the page the sign-in was started from', async () => {
    stubApi([{ method: 'POST', path: '/api/auth/oidc/session', body: { data: user, message: 'OK' } }]);
    renderLanding('/login/sso?next=%2Fqr%2FE-12');
    await waitFor(() => expect(window.location.pathname).toBe('/qr/E-12'));
  });

  it('goes back to the sign-in page saying the attempt expired when there is no session to pick up', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/auth/oidc/session',
        status: 422,
        body: { message: 'This sign-in has expired. Please sign in again.' },
      },
    ]);
    renderLanding('/login/sso');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/login?sso_error=expired'),
    );
    expect(authStore.getUser()).toBeNull();
  });
});
