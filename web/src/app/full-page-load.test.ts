import type { Role } from '@fleet-ops/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../lib/auth-store';
import { officeRouterWindow } from './full-page-load';

function signInAs(role: Role) {
  authStore.signIn({ token: `token-${role}`, role, name: 'Pat Test', email: 'pat@example.com' });
}

/** The address after the office router moves to `address` (jsdom loads no page: a page load leaves it as it was). */
function addressAfterMovingTo(address: string) {
  officeRouterWindow().history.pushState(null, '', address);
  return `${window.location.pathname}${window.location.search}`;
}

afterEach(() => {
  authStore.signOut();
  window.history.replaceState(null, '', '/');
});

describe("the office router's window", () => {
  it("moves an admin to the driver's checklist in the page, as any move", () => {
    signInAs('admin');
    expect(addressAfterMovingTo('/dashboard')).toBe('/dashboard');
  });

  it('moves a driver to an office screen in the page', () => {
    signInAs('driver');
    expect(addressAfterMovingTo('/vehicles')).toBe('/vehicles');
  });

  it("leaves a driver's checklist to a page load (the field app's): the history does not move", () => {
    signInAs('driver');
    expect(addressAfterMovingTo('/dashboard?vehicle=E-12')).toBe('/');
  });
});
