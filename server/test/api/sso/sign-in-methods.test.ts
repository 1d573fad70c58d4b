import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { outbox, sessions } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { signInSettings } from './sso-flow.js';

const testApp = useTestApp();
const passwordOnly = loadConfig({}).signIn;
// Nothing listens there: these tests never reach the provider.
const issuer = 'http://127.0.0.1:9';

afterEach(() => {
  testApp.context.config.signIn = passwordOnly;
});

const methods = async () => (await testApp.request(undefined, { method: 'GET', url: '/api/auth/methods' })).json();

describe('GET api/auth/methods', () => {
  it('offers passwords only when single sign-on is not set up', async () => {
    expect(await methods()).toEqual({ data: { password: true, sso: null }, message: 'OK' });
  });

  it("offers single sign-on by the provider's name beside passwords", async () => {
    testApp.context.config.signIn = signInSettings(issuer);
    expect(await methods()).toEqual({ data: { password: true, sso: { name: 'Fleet Directory' } }, message: 'OK' });
  });

  it('offers single sign-on alone when password sign-in is turned off', async () => {
    testApp.context.config.signIn = signInSettings(issuer, { PASSWORD_SIGN_IN: 'false' });
    expect(await methods()).toEqual({ data: { password: false, sso: { name: 'Fleet Directory' } }, message: 'OK' });
  });
});

describe('password sign-in turned off (PASSWORD_SIGN_IN=false)', () => {
  it('refuses POST api/login, even with the right password, and opens no session', async () => {
    const admin = await testApp.createUser('admin');
    testApp.context.config.signIn = signInSettings(issuer, { PASSWORD_SIGN_IN: 'false' });
    const response = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Password sign-in is turned off. Please sign in with single sign-on.' });
    expect(await testApp.context.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(1);
  });

  it('refuses POST api/forget-password and sends no mail', async () => {
    const admin = await testApp.createUser('admin');
    testApp.context.config.signIn = signInSettings(issuer, { PASSWORD_SIGN_IN: 'false' });
    const response = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/forget-password',
      payload: { email: admin.email },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Password sign-in is turned off. Please sign in with single sign-on.' });
    expect(await testApp.context.db.select().from(outbox).where(eq(outbox.recipient, admin.email))).toEqual([]);
  });
});

describe('single sign-on not set up', () => {
  it.each(['/api/auth/oidc/start', '/api/auth/oidc/callback?state=x&code=y'])(
    'answers GET %s with 404',
    async (url) => {
      const response = await testApp.request(undefined, { method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Single sign-on is not set up here.' });
    },
  );

  it('answers a session pick-up without its cookie with 422', async () => {
    const response = await testApp.request(undefined, { method: 'POST', url: '/api/auth/oidc/session' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'This sign-in has expired. Please sign in again.' });
  });
});
