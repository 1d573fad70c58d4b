import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@fleet-ops/shared';
import { sessions } from '../../../src/db/schema/index.js';
import { createAccount } from '../../../src/features/users/service.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
const start = new Date('2026-11-18T15:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const minute = 60 * 1000;
const hour = 60 * minute;

let address = 0;
/** Each attempt from a new address: the per-address limit never gets in the way of the account's. */
function signInFrom(email: string, password: string) {
  address += 1;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `203.0.113.${address % 250}`,
    headers: { accept: 'application/json' },
  });
}

const me = (user: TestUser) => testApp.request(user, { method: 'GET', url: '/api/me' });

async function lastUsedAt(user: TestUser) {
  const [row] = await testApp.context.db.select().from(sessions).where(eq(sessions.userId, user.id));
  return row!.lastUsedAt.toISOString();
}

function observable(response: LightMyRequestResponse) {
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

describe('idle timeout', () => {
  it('ends a session unused for 12 hours, though its 30 days are not up', async () => {
    testApp.setNow(start);
    const user = await testApp.createUser('admin');
    testApp.setNow(later(12 * hour + 1000));
    expect([(await me(user)).statusCode, (await me(user)).json()]).toEqual([401, { message: 'Unauthenticated.' }]);
  });

  it('keeps a session that is used, each use restarting the 12 hours', async () => {
    testApp.setNow(start);
    const user = await testApp.createUser('supervisor');
    for (const hours of [11, 22, 33]) {
      testApp.setNow(later(hours * hour));
      expect((await me(user)).statusCode).toBe(200);
    }
  });

  it('writes the last use at most once a minute, not on every request', async () => {
    testApp.setNow(start);
    const user = await testApp.createUser('driver');
    testApp.setNow(later(30 * 1000));
    await me(user);
    expect(await lastUsedAt(user)).toBe(start.toISOString());
    testApp.setNow(later(61 * 1000));
    await me(user);
    expect(await lastUsedAt(user)).toBe(later(61 * 1000).toISOString());
  });
});

describe('per-account sign-in throttle', () => {
  it('after 10 wrong passwords in 15 minutes the account waits, even with the right password', async () => {
    testApp.setNow(start);
    const user = await testApp.createUser('admin', { email: 'guessed@fleet.test' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      testApp.setNow(later(attempt * minute));
      expect((await signInFrom('guessed@fleet.test', `guess ${attempt}`)).statusCode).toBe(422);
    }
    const blocked = await signInFrom('guessed@fleet.test', user.password);
    // The first failure (at 15:00) leaves the window at 15:15; it is 15:09 now.
    expect(observable(blocked)).toEqual({
      status: 429,
      body: { message: 'Too many attempts. Please try again in 360 seconds.' },
      retryAfter: '360',
    });
    testApp.setNow(later(15 * minute + 1000));
    expect((await signInFrom('guessed@fleet.test', user.password)).statusCode).toBe(200);
  });

  it('answers an account that does not exist exactly like one that does', async () => {
    testApp.setNow(start);
    await testApp.createUser('driver', { email: 'real@fleet.test' });
    const answers = [];
    for (const email of ['real@fleet.test', 'ghost@fleet.test']) {
      for (let attempt = 0; attempt < 10; attempt += 1) await signInFrom(email, 'wrong password');
      answers.push(observable(await signInFrom(email, 'wrong password')));
    }
    expect(answers[0]).toEqual({
      status: 429,
      body: { message: 'Too many attempts. Please try again in 900 seconds.' },
      retryAfter: '900',
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('a successful sign-in starts the count again, and other accounts are not affected', async () => {
    testApp.setNow(start);
    const user = await testApp.createUser('supervisor', { email: 'typo@fleet.test' });
    const other = await testApp.createUser('supervisor', { email: 'bystander@fleet.test' });
    for (let attempt = 0; attempt < 9; attempt += 1) await signInFrom('typo@fleet.test', 'typo');
    expect((await signInFrom('typo@fleet.test', user.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await signInFrom('typo@fleet.test', 'typo');
    expect((await signInFrom('TYPO@fleet.test ', user.password)).statusCode).toBe(200);
    expect((await signInFrom('bystander@fleet.test', other.password)).statusCode).toBe(200);
  });
});

describe('minimum password length 12', () => {
  const short = 'elevenchars';

  it('refuses an 11-character new password on every form that sets one', async () => {
    const admin = await testApp.createUser('admin');
    const calls = [
      { url: '/api/users', payload: { username: 'new@fleet.test', password: short, first_name: 'N', last_name: 'U' } },
      { url: '/api/reset-password', payload: { token: 'any', password: short, confirm_password: short } },
    ];
    for (const call of calls) {
      const response = await testApp.request(admin, { method: 'POST', ...call });
      expect([call.url, response.statusCode, response.json().errors.password]).toEqual([
        call.url,
        422,
        [authMessages.passwordTooShort],
      ]);
    }
    expect(authMessages.passwordTooShort).toBe('Password must be at least 12 characters.');
  });

  it('still signs in an account whose older password is shorter', async () => {
    await createAccount(
      testApp.context,
      { email: 'legacy@fleet.test', password: 'eight ch', firstName: 'Old', lastName: 'Timer', role: 'supervisor' },
      null,
    );
    expect((await signInFrom('legacy@fleet.test', 'eight ch')).statusCode).toBe(200);
  });
});
