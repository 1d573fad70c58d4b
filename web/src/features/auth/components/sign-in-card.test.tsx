import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderAtAddress } from '../../../../test/render';
import { SignInCard } from './sign-in-card';

const microsoft = { name: 'Microsoft' };

afterEach(() => changeLanguage('en'));

describe('SignInCard with single sign-on', () => {
  it('offers "Sign in with <name>" above the password form, starting at the server', async () => {
    renderAtAddress(<SignInCard methods={{ password: true, sso: microsoft }} />, '/login');
    const button = await screen.findByRole('link', { name: 'Sign in with Microsoft' });
    expect(button.getAttribute('href')).toBe('/api/auth/oidc/start');
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
    expect(button.compareDocumentPosition(screen.getByLabelText(/^Password/))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('asks the server to come back to the page that sent the user to sign in, only a path of this app', async () => {
    renderAtAddress(<SignInCard methods={{ password: true, sso: microsoft }} />, '/login?next=%2Fqr%2FE-12');
    const button = await screen.findByRole('link', { name: 'Sign in with Microsoft' });
    expect(button.getAttribute('href')).toBe('/api/auth/oidc/start?return_to=%2Fqr%2FE-12');
  });

  it('ignores a return path that leads off the app', async () => {
    renderAtAddress(<SignInCard methods={{ password: true, sso: microsoft }} />, '/login?next=%2F%2Fevil.example');
    expect((await screen.findByRole('link', { name: 'Sign in with Microsoft' })).getAttribute('href')).toBe(
      '/api/auth/oidc/start',
    );
  });

  it('hides the password form when password sign-in is turned off', async () => {
    renderAtAddress(<SignInCard methods={{ password: false, sso: microsoft }} />, '/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Microsoft' })).toBeTruthy();
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot Password?' })).toBeNull();
  });

  it('shows only the password form without single sign-on, and a spinner while the server is asked', () => {
    const { unmount } = renderAtAddress(<SignInCard methods={{ password: true, sso: null }} />, '/login');
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    unmount();
    renderAtAddress(<SignInCard methods={undefined} />, '/login');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('says why the last single sign-on was refused, in English and in French', async () => {
    renderAtAddress(<SignInCard methods={{ password: true, sso: microsoft }} />, '/login?sso_error=no_account');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no Fleet Ops account for you. Ask an administrator to add you.',
    );
    await changeLanguage('fr');
    expect(await screen.findByRole('link', { name: 'Se connecter avec Microsoft' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Aucun compte Fleet Ops ne vous correspond. Demandez à un administrateur de vous ajouter.',
    );
  });

  it('shows nothing for an unknown refusal code', async () => {
    renderAtAddress(<SignInCard methods={{ password: true, sso: microsoft }} />, '/login?sso_error=whatever');
    await screen.findByRole('link', { name: 'Sign in with Microsoft' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why single sign-on was refused even when it is no longer offered', async () => {
    renderAtAddress(<SignInCard methods={{ password: true, sso: null }} />, '/login?sso_error=disabled');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account is disabled. Please contact your administrator.',
    );
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });
});
