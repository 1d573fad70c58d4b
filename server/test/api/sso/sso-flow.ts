import { loadConfig } from '../../../src/config.js';
import { startTestProvider, testClient, type TestIdentity } from '../../support/oidc-provider.js';
import type { TestApp } from '../../support/test-app.js';
import { throughProvider } from './provider-pages.js';

export const appUrl = 'http://fleet.test';
const redirectUri = `${appUrl}/api/auth/oidc/callback`;

/** The sign-in settings the environment `settings` gives, with the test provider's client. */
export function signInSettings(issuer: string, settings: Record<string, string> = {}) {
  return loadConfig({
    APP_URL: appUrl,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: testClient.clientId,
    OIDC_CLIENT_SECRET: testClient.clientSecret,
    OIDC_NAME: 'Fleet Directory',
    ...settings,
  }).signIn;
}

export function startProvider(identities: Record<string, TestIdentity>) {
  return startTestProvider({ identities, redirectUris: [redirectUri] });
}

export type Landing = { location: string; sessionCookie: string | undefined };

/**
 * The whole sign-on as a browser makes it: the app's start (its state cookie kept), the
 * provider's pages, the app's callback with that cookie. Returns where the app sent the browser.
 */
export function ssoFlow(testApp: TestApp) {
  const start = async (query = '') => {
    const response = await testApp.request(undefined, { method: 'GET', url: `/api/auth/oidc/start${query}` });
    const state = response.cookies.find((cookie) => cookie.name === 'fleet_ops_sso_state')?.value;
    return { response, location: String(response.headers.location), state };
  };

  const callback = async (providerAnswer: URL, state: string | undefined): Promise<Landing> => {
    const response = await testApp.request(undefined, {
      method: 'GET',
      url: `${providerAnswer.pathname}${providerAnswer.search}`,
      headers: state ? { cookie: `fleet_ops_sso_state=${state}` } : {},
    });
    if (response.statusCode !== 302) throw new Error(`The callback answered ${response.statusCode}: ${response.body}`);
    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'fleet_ops_sso_session' && cookie.value);
    return { location: String(response.headers.location), sessionCookie: sessionCookie?.value };
  };

  const pickUp = (sessionCookie: string | undefined) =>
    testApp.request(undefined, {
      method: 'POST',
      url: '/api/auth/oidc/session',
      headers: sessionCookie ? { cookie: `fleet_ops_sso_session=${sessionCookie}` } : {},
    });

  /** The provider's answer for `login` (or a cancel), and the state cookie of its start. */
  const answerFor = async (choice: { login: string } | 'cancel', query = '') => {
    const started = await start(query);
    return { answer: await throughProvider(started.location, redirectUri, choice), state: started.state };
  };

  const signIn = async (login: string, query = '') => {
    const { answer, state } = await answerFor({ login }, query);
    return callback(answer, state);
  };

  return { start, callback, pickUp, answerFor, signIn };
}
