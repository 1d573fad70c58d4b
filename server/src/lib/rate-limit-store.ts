import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { sharedOrLocal } from './redis.js';

type Count = { current: number; ttl: number };

/**
 * Fixed windows in this process's memory, for while Redis is down. At most `maxKeys` are kept
 * (the least recently counted go first), so a flood of made-up addresses cannot fill the memory.
 */
function localWindows(maxKeys = 100_000) {
  const windows = new Map<string, { current: number; endsAt: number }>();
  return (key: string, timeWindow: number): Count => {
    const now = Date.now();
    const open = windows.get(key);
    const window = open && open.endsAt > now ? open : { current: 0, endsAt: now + timeWindow };
    window.current += 1;
    windows.delete(key); // re-inserted last: Map order is then least recently counted first
    windows.set(key, window);
    if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
    return { current: window.current, ttl: window.endsAt - now };
  };
}

/**
 * @fastify/rate-limit's store with REDIS_URL. Every instance counts in Redis: one fixed window
 * per route and address, a counter created with its expiry and counted in one transaction (the
 * keys the library's own Redis store uses). While Redis cannot be reached each process counts in
 * its own memory (`sharedOrLocal`), where the library's store would count nothing.
 */
export function rateLimitStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const countHere = localWindows();

  async function countInRedis(key: string, timeWindow: number): Promise<Count> {
    const results = await redis.multi().set(key, 0, 'PX', timeWindow, 'NX').incr(key).pttl(key).exec();
    const [, counted, remaining] = results ?? [];
    // An aborted transaction (no answers) falls back like any other failure.
    if (!counted || !remaining) throw new Error('Redis answered no count.');
    const error = counted[0] ?? remaining[0];
    if (error) throw error;
    return { current: Number(counted[1]), ttl: Number(remaining[1]) };
  }

  class SharedRateLimitStore implements FastifyRateLimitStore {
    // The library calls `new Store(its settings)`; only `child` gives a store its route's keys.
    constructor(
      _settings: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Count) => void, timeWindow: number) {
      const fullKey = this.prefix + key;
      sharedOrLocal(
        redis,
        () => countInRedis(fullKey, timeWindow),
        () => Promise.resolve(countHere(fullKey, timeWindow)),
      ).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    // The library passes its merged route settings, whose `routeInfo` is the route (its types say
    // the route itself).
    child(routeSettings: object) {
      const { method, url } = (routeSettings as { routeInfo: { method: string; url: string } }).routeInfo;
      return new SharedRateLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }
  }
  return SharedRateLimitStore;
}
