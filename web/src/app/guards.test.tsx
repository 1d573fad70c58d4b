import type { Role } from '@fleet-ops/shared';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { authStore } from '../lib/auth-store';
import { AdminOnly, GuestOnly, NonAdminOnly, RootRedirect } from './guards';

/** Each screen just names itself, so the test reads where the guards let the user in. */
const screenAt = (path: string) => ({ path, element: <p>screen {path}</p> });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.root, Component: RootRedirect },
      { Component: GuestOnly, children: [screenAt(paths.login), screenAt(paths.forgotPassword)] },
      { Component: AdminOnly, children: [screenAt(paths.home), screenAt(paths.drivers)] },
      { Component: NonAdminOnly, children: [screenAt(paths.dashboard), screenAt(paths.checklists)] },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function signInAs(role: Role) {
  authStore.signIn({ token: `token-${role}`, role, name: 'Pat Test', email: 'pat@example.com' });
}

const shownScreen = () => screen.getByText(/^screen /).textContent;

afterEach(() => authStore.signOut());

describe('route guards', () => {
  it.each([paths.drivers, paths.checklists])('send a signed-out visitor of %s to /login', (path) => {
    renderAt(path);
    expect(shownScreen()).toBe('screen /login');
  });

  it.each([
    ['a signed-out visitor', null, paths.login],
    ['an admin', 'admin', paths.home],
    ['a driver', 'driver', paths.dashboard],
  ] as const)('lead %s from / to their start screen', (_who, role, destination) => {
    if (role) signInAs(role);
    renderAt(paths.root);
    expect(shownScreen()).toBe(`screen ${destination}`);
  });

  it('let a signed-out visitor see the guest screens', () => {
    renderAt(paths.forgotPassword);
    expect(shownScreen()).toBe('screen /forgot-password');
  });

  it('send a signed-in admin away from the guest screens to /home', () => {
    signInAs('admin');
    renderAt(paths.login);
    expect(shownScreen()).toBe('screen /home');
  });

  it('send a signed-in driver or supervisor away from the guest screens to /dashboard', () => {
    signInAs('supervisor');
    renderAt(paths.forgotPassword);
    expect(shownScreen()).toBe('screen /dashboard');
  });

  it('send non-admins from admin screens to /dashboard', () => {
    signInAs('driver');
    renderAt(paths.drivers);
    expect(shownScreen()).toBe('screen /dashboard');
  });

  it('send admins from the non-admin screens to /home', () => {
    signInAs('admin');
    renderAt(paths.checklists);
    expect(shownScreen()).toBe('screen /home');
  });

  it('let each role into its own shell', () => {
    signInAs('admin');
    renderAt(paths.drivers);
    expect(shownScreen()).toBe('screen /drivers');
  });

  it('send the user to /login as soon as they are signed out', () => {
    signInAs('admin');
    const router = renderAt(paths.home);
    act(() => authStore.signOut());
    expect(router.state.location.pathname).toBe(paths.login);
  });
});
