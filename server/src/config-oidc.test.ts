import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const provider = {
  APP_URL: 'https://fleet.example.com',
  OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
  OIDC_CLIENT_ID: 'fleet-ops',
  OIDC_CLIENT_SECRET: 'secret',
};

describe('sign-in settings', () => {
  it('offers passwords only when nothing is set', () => {
    expect(loadConfig({}).signIn).toEqual({ passwordSignIn: true, oidc: undefined });
  });

  it('reads a provider with its name, scopes, domains and role mapping', () => {
    const { signIn } = loadConfig({
      ...provider,
      OIDC_NAME: 'Microsoft',
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_ALLOWED_DOMAINS: 'Example.com, mine.example.com',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ROLE_MAP: 'fleet-admins=admin, fleet-sup=supervisor',
      PASSWORD_SIGN_IN: 'false',
    });
    expect(signIn).toEqual({
      passwordSignIn: false,
      oidc: {
        issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
        clientId: 'fleet-ops',
        clientSecret: 'secret',
        name: 'Microsoft',
        scopes: 'openid email profile groups',
        allowedDomains: ['example.com', 'mine.example.com'],
        roleMapping: { claim: 'groups', roles: { 'fleet-admins': 'admin', 'fleet-sup': 'supervisor' } },
        allowHttp: false,
      },
    });
  });

  it('signs in existing users only unless a role mapping is set, with "SSO" on the button', () => {
    expect(loadConfig(provider).signIn.oidc).toMatchObject({
      name: 'SSO',
      scopes: 'openid email profile',
      allowedDomains: [],
      roleMapping: null,
    });
    expect(loadConfig({ ...provider, OIDC_EXISTING_USERS_ONLY: 'true' }).signIn.oidc?.roleMapping).toBeNull();
  });

  it('allows a plain-http provider on this machine, or elsewhere by choice', () => {
    expect(loadConfig({ ...provider, OIDC_ISSUER: 'http://127.0.0.1:4000' }).signIn.oidc?.allowHttp).toBe(true);
    expect(loadConfig({ ...provider, OIDC_ISSUER: 'http://localhost:4000' }).signIn.oidc?.allowHttp).toBe(true);
    const chosen = loadConfig({ ...provider, OIDC_ISSUER: 'http://idp.internal', OIDC_ALLOW_HTTP: 'true' });
    expect(chosen.signIn.oidc?.allowHttp).toBe(true);
  });
});

describe('sign-in settings that stop the start', () => {
  it.each([
    [
      { ...provider, OIDC_ISSUER: 'http://idp.internal' },
      'OIDC_ISSUER: OIDC_ISSUER must use https (plain http only for a provider on this machine, or with OIDC_ALLOW_HTTP=true).',
    ],
    [{ ...provider, OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER: OIDC_ISSUER must be a URL.'],
    [{ ...provider, OIDC_CLIENT_ID: '' }, 'OIDC_CLIENT_ID: OIDC_CLIENT_ID must be set with OIDC_ISSUER.'],
    [{ ...provider, OIDC_CLIENT_SECRET: '' }, 'OIDC_CLIENT_SECRET: OIDC_CLIENT_SECRET must be set with OIDC_ISSUER.'],
    [
      { ...provider, APP_URL: '' },
      'APP_URL: APP_URL must be set with OIDC_ISSUER: the provider sends people back to <APP_URL>/api/auth/oidc/callback.',
    ],
    [{ OIDC_CLIENT_ID: 'fleet-ops' }, 'OIDC_ISSUER: OIDC_ISSUER must be set for OIDC_CLIENT_ID to mean anything.'],
    [
      { PASSWORD_SIGN_IN: 'false' },
      'PASSWORD_SIGN_IN: PASSWORD_SIGN_IN=false needs single sign-on (OIDC_ISSUER), or nobody could sign in.',
    ],
    [{ ...provider, PASSWORD_SIGN_IN: 'no' }, 'PASSWORD_SIGN_IN: PASSWORD_SIGN_IN must be true or false.'],
    [{ ...provider, OIDC_SCOPES: 'email profile' }, 'OIDC_SCOPES: OIDC_SCOPES must include openid.'],
    [
      { ...provider, OIDC_ALLOWED_DOMAINS: 'example.com,@example.org' },
      'OIDC_ALLOWED_DOMAINS: "@example.org" is not a domain such as example.com.',
    ],
    [{ ...provider, OIDC_ROLE_CLAIM: 'groups' }, 'OIDC_ROLE_MAP: OIDC_ROLE_CLAIM and OIDC_ROLE_MAP go together.'],
    [{ ...provider, OIDC_ROLE_MAP: 'a=admin' }, 'OIDC_ROLE_MAP: OIDC_ROLE_CLAIM and OIDC_ROLE_MAP go together.'],
    [
      { ...provider, OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'fleet-admins=admin', OIDC_EXISTING_USERS_ONLY: 'true' },
      'OIDC_EXISTING_USERS_ONLY: OIDC_EXISTING_USERS_ONLY=true creates no accounts, so OIDC_ROLE_MAP would never be used: set one or the other.',
    ],
    [
      { ...provider, OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'fleet-admins' },
      'OIDC_ROLE_MAP: "fleet-admins" must be claim-value=role, e.g. fleet-admins=admin.',
    ],
    [
      { ...provider, OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'fleet-admins=boss' },
      'OIDC_ROLE_MAP: "fleet-admins=boss" names no role: use admin or supervisor.',
    ],
    [
      { ...provider, OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'fleet-drivers=driver' },
      'OIDC_ROLE_MAP: drivers are not created by single sign-on (a driver needs a location and a licence): add them on the Drivers screen and they sign in with single sign-on by their email.',
    ],
  ])('refuses %j', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(message);
  });
});
