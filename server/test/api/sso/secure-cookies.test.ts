import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { Config } from '../../../src/config.js';
import { useTestApp } from '../../support/test-app.js';
import { signInSettings, ssoFlow, startProvider } from './sso-flow.js';

const testApp = useTestApp({ authRateLimit: 1000 });
const flow = ssoFlow(testApp);
const provider = startProvider({ ada: { email: 'ada@fleet.test', email_verified: true } });

beforeAll(async () => {
  testApp.context.config.signIn = signInSettings((await provider).issuer);
  await testApp.createUser('supervisor', { email: 'ada@fleet.test' });
});
afterAll(async () => (await provider).close());
beforeEach(() => testApp.setNow('2026-11-18T15:00:00Z'));

/** The state cookie's `Secure` as the start answers it, with the request's headers. */
async function stateCookieSecure(app: FastifyInstance, headers: Record<string, string> = {}): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/oidc/start', headers });
  expect(response.statusCode).toBe(302);
  const cookie = response.cookies.find((candidate) => candidate.name === 'fleet_ops_sso_state');
  expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  return cookie!.secure === true;
}

/** Whether the session cookie the callback hands over after a sign-in at the provider is `Secure`. */
async function sessionCookieSecure(): Promise<boolean> {
  const { answer, state } = await flow.answerFor({ login: 'ada' });
  const response = await testApp.request(undefined, {
    method: 'GET',
    url: `${answer.pathname}${answer.search}`,
    headers: { cookie: `fleet_ops_sso_state=${state}` },
  });
  expect(response.headers.location).toBe('/login/sso');
  const cookie = response.cookies.find((candidate) => candidate.name === 'fleet_ops_sso_session');
  expect(cookie?.value).toBeTruthy();
  return cookie!.secure === true;
}

/** Runs `check` with some settings changed for the moment (the routes read them per request). */
async function withSettings(settings: Partial<Config>, check: () => Promise<void>) {
  const before = { ...testApp.context.config };
  Object.assign(testApp.context.config, settings);
  try {
    await check();
  } finally {
    Object.assign(testApp.context.config, before);
  }
}

describe('the single sign-on cookies over HTTPS', () => {
  it('are not Secure over plain HTTP with an http APP_URL, as on a site server reached at its LAN address', async () => {
    expect(await stateCookieSecure(testApp.app)).toBe(false);
    expect(await sessionCookieSecure()).toBe(false);
  });

  it('are Secure when APP_URL is https', async () => {
    await withSettings({ appUrl: 'https://fleet.test' }, async () => {
      expect(await stateCookieSecure(testApp.app)).toBe(true);
    });
  });

  it('are Secure with FORCE_HTTPS=1, the state cookie and the session cookie alike', async () => {
    await withSettings({ forceHttps: true }, async () => {
      expect(await stateCookieSecure(testApp.app)).toBe(true);
      expect(await sessionCookieSecure()).toBe(true);
    });
  });

  it('are not Secure when X-Forwarded-Proto comes from a proxy TRUST_PROXY does not name', async () => {
    expect(await stateCookieSecure(testApp.app, { 'x-forwarded-proto': 'https' })).toBe(false);
  });

  it('are Secure when a trusted proxy says the request came over HTTPS (TRUST_PROXY=1, APP_URL http)', async () => {
    const behindProxy = await buildApp({ ...testApp.context, config: { ...testApp.context.config, trustProxy: 1 } });
    try {
      expect(await stateCookieSecure(behindProxy, { 'x-forwarded-proto': 'https' })).toBe(true);
      expect(await stateCookieSecure(behindProxy, { 'x-forwarded-proto': 'http' })).toBe(false);
    } finally {
      await behindProxy.close();
    }
  });
});
