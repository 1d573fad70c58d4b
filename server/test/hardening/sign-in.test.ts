import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@fleet-ops/shared';
import { users } from '../../src/db/schema/index.js';
import type * as passwords from '../../src/lib/passwords.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../src/lib/passwords.js';
import { useTestApp } from '../support/test-app.js';

// Every password check goes through the real argon2 verify; the spy only counts the calls.
vi.mock('../../src/lib/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const limit = 3;
const testApp = useTestApp({ authRateLimit: limit });
let address = 0;

/** Each test signs in from its own address, so one test's attempts never use up another's. */
function from() {
  address += 1;
  return `198.51.100.${address}`;
}

function post(url: string, payload: Record<string, unknown>, remoteAddress: string) {
  return testApp.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { accept: 'application/json' } });
}

/** What a caller can observe of an answer: status, body and which headers it carries. */
function observable(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers: Object.keys(headers).sort() };
}

describe('sign-in: rate limits', () => {
  const routes = [
    ['POST /api/login', '/api/login', { email: 'guess@fleet.test', password: 'guess' }],
    ['POST /api/forget-password', '/api/forget-password', { email: 'guess@fleet.test' }],
    [
      'POST /api/reset-password',
      '/api/reset-password',
      { token: 'guessed-token', password: 'guessed password', confirm_password: 'guessed password' },
    ],
  ] as const;

  it.each(routes)('%s answers 429 with a message once an address used up its attempts', async (_name, url, payload) => {
    const address = from();
    const statuses = [];
    for (let count = 0; count <= limit; count += 1) statuses.push((await post(url, payload, address)).statusCode);
    expect(statuses.slice(0, limit).every((status) => status !== 429)).toBe(true);
    const limited = await post(url, payload, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect((await post(url, payload, from())).statusCode).not.toBe(429);
  });
});

describe('sign-in: rate limit keyed on the real address', () => {
  /**
   * X-Forwarded-For is written by the client unless a trusted proxy (TRUST_PROXY) wrote it: were it
   * believed, a new made-up address per attempt would be a new allowance.
   */
  it('does not let a client dodge the limit by writing a new X-Forwarded-For each time', async () => {
    const statuses = [];
    for (let count = 0; count <= limit; count += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'guess@fleet.test', password: 'guess' },
        remoteAddress: '192.0.2.200',
        headers: { 'x-forwarded-for': `203.0.113.${count}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses[limit]).toBe(429);
  });
});

describe('sign-in: no user enumeration, timing-safe', () => {
  it('answers an unknown email, a wrong password and a disabled account with a wrong password identically', async () => {
    await testApp.createUser('admin', { email: 'known@fleet.test', password: 'right password' });
    const disabled = await testApp.createUser('driver', { email: 'disabled@fleet.test', password: 'right password' });
    await testApp.context.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.id));
    const attempts = [
      { email: 'nobody@fleet.test', password: 'wrong password' },
      { email: 'known@fleet.test', password: 'wrong password' },
      { email: ' KNOWN@fleet.test ', password: 'wrong password' },
      { email: 'disabled@fleet.test', password: 'wrong password' },
    ];
    const answers = [];
    for (const attempt of attempts) answers.push(observable(await post('/api/login', attempt, from())));
    expect(answers[0]).toMatchObject({ status: 422 });
    expect(JSON.parse(answers[0]!.body)).toEqual({
      message: authMessages.invalidCredentials,
      errors: { email: [authMessages.invalidCredentials] },
    });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('checks a password hash whether or not the email exists, with the same argon2id cost', async () => {
    await testApp.createUser('admin', { email: 'timed@fleet.test', password: 'right password' });
    const verify = vi.mocked(verifyPassword);
    const hashesChecked = async (email: string) => {
      verify.mockClear();
      await post('/api/login', { email, password: 'wrong password' }, from());
      return verify.mock.calls.map(([hash]) => hash.split('$').slice(0, 4).join('$'));
    };
    const [stored] = await testApp.context.db.select().from(users).where(eq(users.email, 'timed@fleet.test'));
    const storedCost = stored!.passwordHash.split('$').slice(0, 4).join('$');

    expect(await hashesChecked('timed@fleet.test')).toEqual([storedCost]);
    expect(await hashesChecked('unknown@fleet.test')).toEqual([storedCost]);
    // The decoy is a real argon2id hash with the same parameters as a stored password's.
    expect((await decoyPasswordHash()).split('$').slice(0, 4).join('$')).toBe(
      (await hashPassword('any password')).split('$').slice(0, 4).join('$'),
    );
  });

  it('answers a forgotten-password request for an unknown, a known and a disabled email identically', async () => {
    await testApp.createUser('supervisor', { email: 'present@fleet.test' });
    const disabled = await testApp.createUser('driver', { email: 'away@fleet.test' });
    await testApp.context.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.id));
    const answers = [];
    for (const email of ['absent@fleet.test', 'present@fleet.test', 'away@fleet.test']) {
      answers.push(observable(await post('/api/forget-password', { email }, from())));
    }
    expect(answers[0]).toMatchObject({ status: 200 });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });

  it('answers a made-up and a used-up reset token identically', async () => {
    const made = await post(
      '/api/reset-password',
      { token: 'made-up-token', password: 'new password 1', confirm_password: 'new password 1' },
      from(),
    );
    const longer = await post(
      '/api/reset-password',
      { token: 'x'.repeat(200), password: 'new password 1', confirm_password: 'new password 1' },
      from(),
    );
    expect(made.statusCode).toBe(422);
    expect(observable(longer)).toEqual(observable(made));
  });
});
