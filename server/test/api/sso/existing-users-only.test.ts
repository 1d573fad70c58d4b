import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { signInSettings, ssoFlow, startProvider } from './sso-flow.js';

const testApp = useTestApp({ authRateLimit: 1000 });
const flow = ssoFlow(testApp);
const provider = startProvider({
  driver: { email: 'driver@fleet.test', email_verified: true, groups: [] },
  stranger: { email: 'stranger@fleet.test', email_verified: true, groups: ['fleet-admins'] },
});

beforeAll(async () => {
  testApp.context.config.signIn = signInSettings((await provider).issuer, { OIDC_EXISTING_USERS_ONLY: 'true' });
});
afterAll(async () => (await provider).close());

describe('single sign-on for existing users only (OIDC_EXISTING_USERS_ONLY=true)', () => {
  it('signs in an account that exists, a driver too', async () => {
    await testApp.createUser('driver', { email: 'driver@fleet.test' });
    const landing = await flow.signIn('driver');
    expect(landing.location).toBe('/login/sso');
    const { data } = (await flow.pickUp(landing.sessionCookie)).json() as { data: { role: string } };
    expect(data.role).toBe('driver');
  });

  it('refuses someone without an account, whatever their groups, and creates none', async () => {
    expect(await flow.signIn('stranger')).toEqual({
      location: '/login?sso_error=no_account',
      sessionCookie: undefined,
    });
    expect(await testApp.context.db.query.users.findFirst({ where: eq(users.email, 'stranger@fleet.test') })).toBe(
      undefined,
    );
  });
});
