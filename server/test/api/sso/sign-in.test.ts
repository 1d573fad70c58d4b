import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { signInSettings, ssoFlow, startProvider } from './sso-flow.js';

const testApp = useTestApp({ authRateLimit: 1000 });
const flow = ssoFlow(testApp);
const groups = (...names: string[]) => ({ email_verified: true, groups: names });
const provider = startProvider({
  ada: { email: 'Ada@Fleet.test', given_name: 'Ada', family_name: 'Lovelace', ...groups('fleet-sup') },
  grace: {
    email: 'grace@fleet.test',
    given_name: 'Grace',
    family_name: 'Hopper',
    ...groups('fleet-sup', 'fleet-admins'),
  },
  ken: { email: 'ken@fleet.test', ...groups('fleet-sup'), given_name: undefined },
  cook: { email: 'cook@fleet.test', ...groups('cafeteria') },
  outsider: { email: 'boss@gmail.com', ...groups('fleet-admins') },
  unverified: { email: 'newcomer@fleet.test', email_verified: false, groups: ['fleet-admins'] },
  'no-email': { groups: ['fleet-admins'] },
  dora: { email: 'dora@fleet.test', ...groups('fleet-sup') },
  impostor: { email: 'linked@fleet.test', ...groups('fleet-sup') },
});

beforeAll(async () => {
  testApp.context.config.signIn = signInSettings((await provider).issuer, {
    OIDC_ALLOWED_DOMAINS: 'fleet.test',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_ROLE_MAP: 'fleet-admins=admin,fleet-sup=supervisor',
  });
});
afterAll(async () => (await provider).close());
beforeEach(() => testApp.setNow('2026-11-18T15:00:00Z'));

const userByEmail = (email: string) => testApp.context.db.query.users.findFirst({ where: eq(users.email, email) });

describe('signing in with single sign-on', () => {
  it('signs an existing user in by email, links the subject, and hands over a working session', async () => {
    const ada = await testApp.createUser('supervisor', { email: 'ada@fleet.test' });

    const landing = await flow.signIn('ada');
    expect(landing.location).toBe('/login/sso');
    const pickedUp = await flow.pickUp(landing.sessionCookie);
    expect(pickedUp.statusCode).toBe(200);
    const { data, message } = pickedUp.json() as { data: { token: string }; message: string };
    expect(message).toBe('Signed in successfully.');
    expect(data).toEqual({
      token: data.token,
      role: 'supervisor',
      name: 'Supervisor Number1',
      email: 'ada@fleet.test',
    });
    expect(pickedUp.cookies).toContainEqual(expect.objectContaining({ name: 'fleet_ops_sso_session', value: '' }));

    const me = await testApp.request({ ...ada, token: data.token }, { method: 'GET', url: '/api/me' });
    expect(me.json()).toEqual({
      data: { role: 'supervisor', name: 'Supervisor Number1', email: 'ada@fleet.test' },
      message: 'OK',
    });
    expect((await userByEmail('ada@fleet.test'))?.oidcSubject).toBe('ada');
    const [linked] = await testApp.context.db.select().from(auditLog).where(eq(auditLog.action, 'link_sso'));
    expect(linked).toMatchObject({
      actorId: ada.id,
      entity: 'user',
      entityId: String(ada.id),
      changes: { oidc_subject: { before: null, after: 'ada' } },
    });

    // The browser dropped the cookie with that answer: a second pick-up has nothing to show.
    const again = await flow.pickUp(undefined);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'This sign-in has expired. Please sign in again.' });
  });

  it('finds a linked user by subject, even after the email changed in Fleet Ops', async () => {
    await testApp.context.db.update(users).set({ email: 'ada.l@fleet.test' }).where(eq(users.oidcSubject, 'ada'));
    const landing = await flow.signIn('ada');
    const { data } = (await flow.pickUp(landing.sessionCookie)).json() as { data: { email: string } };
    expect(data.email).toBe('ada.l@fleet.test');
  });

  it('creates an account for an unknown person whose groups map to a role, admin winning over supervisor', async () => {
    const landing = await flow.signIn('grace');
    expect(landing.location).toBe('/login/sso');
    const grace = await userByEmail('grace@fleet.test');
    expect(grace).toMatchObject({ role: 'admin', firstName: 'Grace', lastName: 'Hopper', oidcSubject: 'grace' });
    const { data } = (await flow.pickUp(landing.sessionCookie)).json() as { data: { role: string; name: string } };
    expect(data).toMatchObject({ role: 'admin', name: 'Grace Hopper' });
    const created = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create'), eq(auditLog.entityId, String(grace!.id))));
    expect(created).toEqual([expect.objectContaining({ actorId: null, entity: 'user' })]);

    await flow.signIn('ken');
    expect(await userByEmail('ken@fleet.test')).toMatchObject({ role: 'supervisor', firstName: 'ken', lastName: '' });
  });

  it.each([
    ['an unknown person in no mapped group', 'cook', 'cook@fleet.test', 'no_account'],
    ['an email outside the allowed domains', 'outsider', 'boss@gmail.com', 'domain'],
    ['an email the provider marks unverified', 'unverified', 'newcomer@fleet.test', 'email_unverified'],
  ])('refuses %s, back to the sign-in page with a reason and no account', async (_case, login, email, code) => {
    const landing = await flow.signIn(login);
    expect(landing).toEqual({ location: `/login?sso_error=${code}`, sessionCookie: undefined });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a person the provider gives no email', async () => {
    expect((await flow.signIn('no-email')).location).toBe('/login?sso_error=email_unverified');
  });

  it('refuses a disabled user and opens no session', async () => {
    const dora = await testApp.createUser('supervisor', { email: 'dora@fleet.test' });
    await testApp.context.db.update(users).set({ enabled: false }).where(eq(users.id, dora.id));
    expect(await flow.signIn('dora')).toEqual({ location: '/login?sso_error=disabled', sessionCookie: undefined });
    const doraSessions = await testApp.context.db.select().from(sessions).where(eq(sessions.userId, dora.id));
    expect(doraSessions).toHaveLength(1); // the one createUser opened
    expect((await userByEmail('dora@fleet.test'))?.oidcSubject).toBeNull();
  });

  it('refuses an email already linked to another subject', async () => {
    const linked = await testApp.createUser('supervisor', { email: 'linked@fleet.test' });
    await testApp.context.db.update(users).set({ oidcSubject: 'someone-else' }).where(eq(users.id, linked.id));
    expect((await flow.signIn('impostor')).location).toBe('/login?sso_error=no_account');
  });

  it('opens the path the sign-in was started for', async () => {
    const landing = await flow.signIn('ada', '?return_to=%2Fqr%2FE-12');
    expect(landing.location).toBe('/login/sso?next=%2Fqr%2FE-12');
  });
});
