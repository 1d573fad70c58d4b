import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Two instances of the app on one Redis (the local one, as in CI): what one counts, the other
 * sees. Each test signs in from its own made-up address and email, so runs never share counts.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections = [new Redis(redisUrl), new Redis(redisUrl)];
const first = useTestApp({ authRateLimit: 3 }, { redis: connections[0] });
const second = useTestApp({ authRateLimit: 3 }, { redis: connections[1] });
afterAll(() => Promise.all(connections.map((redis) => redis.quit())));

const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const someEmail = () => `guess-${randomInt(1e9)}@fleet.test`;

function signIn(instance: TestApp, email: string, remoteAddress: string) {
  return instance.request(undefined, {
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'a wrong password' },
    remoteAddress,
  });
}

describe('limits shared through Redis', () => {
  it('sign-in attempts from one address through two instances count against one limit', async () => {
    const address = someAddress();
    const statuses = [];
    for (const instance of [first, second, first, second]) {
      statuses.push((await signIn(instance, someEmail(), address)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });

  it('wrong passwords for one account through either instance add up to one throttle', async () => {
    const email = someEmail();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      expect((await signIn(instance, email, someAddress())).statusCode).toBe(422);
    }
    const blocked = await signIn(first, email, someAddress());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please try again in 900 seconds.' });
    expect((await signIn(second, email, someAddress())).statusCode).toBe(429);
  });
});
