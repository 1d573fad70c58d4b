import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oidcLogins, sessions } from '../../../src/db/schema/index.js';
import { spoiledQueryValues } from '../../hardening/request-fuzzing.js';
import { useTestApp } from '../../support/test-app.js';
import { appUrl, signInSettings, ssoFlow, startProvider } from './sso-flow.js';

const testApp = useTestApp({ authRateLimit: 1000 });
const flow = ssoFlow(testApp);
const provider = startProvider({ ada: { email: 'ada@fleet.test', email_verified: true } });
let issuer: string;

beforeAll(async () => {
  issuer = (await provider).issuer;
  testApp.context.config.signIn = signInSettings(issuer);
  await testApp.createUser('supervisor', { email: 'ada@fleet.test' });
});
afterAll(async () => (await provider).close());
beforeEach(() => testApp.setNow('2026-11-18T15:00:00Z'));

const storedAttempts = () => testApp.context.db.select().from(oidcLogins);

describe('GET api/auth/oidc/start', () => {
  it('sends the browser to the provider with a code request, PKCE, state and nonce, and stores the attempt', async () => {
    const { response, location, state } = await flow.start();
    expect(response.statusCode).toBe(302);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'fleet-ops',
      response_type: 'code',
      redirect_uri: `${appUrl}/api/auth/oidc/callback`,
      scope: 'openid email profile',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
      state,
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(response.headers['set-cookie']).toBe(
      `fleet_ops_sso_state=${state}; Path=/api/auth/oidc/callback; Max-Age=600; HttpOnly; SameSite=Lax`,
    );
    const [attempt] = await testApp.context.db.select().from(oidcLogins).where(eq(oidcLogins.state, state!));
    expect(attempt).toMatchObject({ nonce: url.searchParams.get('nonce'), returnTo: '/' });
    expect(attempt!.codeVerifier).toMatch(/^[\w-]{43}$/);
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'vehicles', '/\t/evil.example'])(
    'refuses the return path %j, storing nothing',
    async (path) => {
      const before = (await storedAttempts()).length;
      const { response } = await flow.start(`?return_to=${encodeURIComponent(path)}`);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The return path must be a path of this site, such as /vehicles.',
        errors: { return_to: ['The return path must be a path of this site, such as /vehicles.'] },
      });
      expect(await storedAttempts()).toHaveLength(before);
    },
  );

  it('deletes attempts older than 10 minutes when another begins', async () => {
    const old = await flow.start();
    testApp.setNow('2026-11-18T15:10:01Z');
    const fresh = await flow.start();
    const states = (await storedAttempts()).map((attempt) => attempt.state);
    expect(states).toContain(fresh.state);
    expect(states).not.toContain(old.state);
  });

  it('sends the browser back with "unavailable" when the provider cannot be reached, storing nothing', async () => {
    const before = (await storedAttempts()).length;
    testApp.context.config.signIn = signInSettings('http://127.0.0.1:9');
    try {
      const { response } = await flow.start();
      expect(response.headers.location).toBe('/login?sso_error=unavailable');
      expect(await storedAttempts()).toHaveLength(before);
    } finally {
      testApp.context.config.signIn = signInSettings(issuer);
    }
  });
});

describe("GET api/auth/oidc/callback: the provider's answer", () => {
  it('refuses the same answer twice', async () => {
    const { answer, state } = await flow.answerFor({ login: 'ada' });
    expect((await flow.callback(answer, state)).location).toBe('/login/sso');
    expect(await flow.callback(answer, state)).toEqual({
      location: '/login?sso_error=expired',
      sessionCookie: undefined,
    });
  });

  it('refuses an unknown state', async () => {
    const { answer } = await flow.answerFor({ login: 'ada' });
    answer.searchParams.set('state', 'made-up-state');
    expect((await flow.callback(answer, 'made-up-state')).location).toBe('/login?sso_error=expired');
  });

  it('refuses an answer brought to another browser, which the right browser can still use', async () => {
    const { answer, state } = await flow.answerFor({ login: 'ada' });
    expect((await flow.callback(answer, undefined)).location).toBe('/login?sso_error=expired');
    expect((await flow.callback(answer, 'another-browsers-state')).location).toBe('/login?sso_error=expired');
    expect((await flow.callback(answer, state)).location).toBe('/login/sso');
  });

  it('refuses an answer that comes more than 10 minutes after the start', async () => {
    const { answer, state } = await flow.answerFor({ login: 'ada' });
    testApp.setNow('2026-11-18T15:10:01Z');
    expect((await flow.callback(answer, state)).location).toBe('/login?sso_error=expired');
  });

  it('says "cancelled" when the person cancels at the provider (access_denied)', async () => {
    const { answer, state } = await flow.answerFor('cancel');
    expect(answer.searchParams.get('error')).toBe('access_denied');
    expect((await flow.callback(answer, state)).location).toBe('/login?sso_error=cancelled');
  });

  it('says "failed" when the provider refuses the code', async () => {
    const { answer, state } = await flow.answerFor({ login: 'ada' });
    answer.searchParams.set('code', 'not-the-code');
    expect((await flow.callback(answer, state)).location).toBe('/login?sso_error=failed');
  });

  it('clears the state cookie whatever the outcome', async () => {
    const response = await testApp.request(undefined, {
      method: 'GET',
      url: '/api/auth/oidc/callback?state=x&code=y',
      headers: { cookie: 'fleet_ops_sso_state=x' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers['set-cookie']).toBe(
      'fleet_ops_sso_state=; Path=/api/auth/oidc/callback; Max-Age=0; HttpOnly',
    );
  });

  it('answers spoiled parameters with the sign-in page or a 4xx, never a 5xx, and opens no session', async () => {
    const sessionsBefore = (await testApp.context.db.select().from(sessions)).length;
    const outcomes = new Set<string>();
    for (const name of ['state', 'code', 'error', 'iss']) {
      for (const [, value] of spoiledQueryValues) {
        const query = new URLSearchParams({ state: 'x', code: 'y' });
        query.delete(name);
        for (const one of [value].flat()) query.append(name, one);
        const response = await testApp.request(undefined, {
          method: 'GET',
          url: `/api/auth/oidc/callback?${query}`,
          headers: { cookie: 'fleet_ops_sso_state=x' },
        });
        outcomes.add(`${response.statusCode} ${response.headers.location ?? ''}`.trim());
      }
    }
    expect([...outcomes].sort()).toEqual(['302 /login?sso_error=expired', '422']);
    expect(await testApp.context.db.select().from(sessions)).toHaveLength(sessionsBefore);
  });
});
