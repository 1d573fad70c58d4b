import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimitStore } from './rate-limit-store.js';

// Never connected (lazyConnect, no command sent): the store counts as while Redis is down.
const redis = new Redis({ lazyConnect: true });
afterAll(() => redis.disconnect());
afterEach(() => vi.useRealTimers());

const Store = rateLimitStore(redis, 'fleet-ops:rate-limit:');
// The library hands `child` its merged route settings, `routeInfo` being the route.
const routeStore = (method: string, url: string) => new Store({}).child({ routeInfo: { method, url } } as never);

const count = (store: ReturnType<typeof routeStore>, address: string) =>
  new Promise((resolve, reject) =>
    store.incr(address, (error, result) => (error ? reject(error) : resolve(result)), 60_000, 3),
  );

describe('the rate-limit store while Redis cannot be reached', () => {
  it('counts each route and address in fixed windows of its own, in this process', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-18T15:00:00Z'), toFake: ['Date'] });
    const signIn = routeStore('POST', '/api/login');
    const forgotPassword = routeStore('POST', '/api/forget-password');

    expect(await count(signIn, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
    vi.setSystemTime(new Date('2026-11-18T15:00:20Z'));
    expect(await count(signIn, '10.0.0.1')).toEqual({ current: 2, ttl: 40_000 });
    expect(await count(signIn, '10.0.0.2')).toEqual({ current: 1, ttl: 60_000 });
    expect(await count(forgotPassword, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });

    // The window of the first count has ended: a new one starts.
    vi.setSystemTime(new Date('2026-11-18T15:01:00Z'));
    expect(await count(signIn, '10.0.0.1')).toEqual({ current: 1, ttl: 60_000 });
  });
});
