import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtAddress } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import LoginScreen from './login-screen';

afterEach(() => vi.unstubAllGlobals());

describe('/login', () => {
  it('asks the server what it offers and shows single sign-on alone when passwords are off', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/auth/methods',
        body: { data: { password: false, sso: { name: 'Google' } }, message: 'OK' },
      },
    ]);
    renderAtAddress(<LoginScreen />, '/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('shows the password form when the server cannot say', async () => {
    stubApi([{ method: 'GET', path: '/api/auth/methods', status: 503, body: { message: 'The server is busy.' } }]);
    renderAtAddress(<LoginScreen />, '/login');
    expect(await screen.findByLabelText(/^Password/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });
});
