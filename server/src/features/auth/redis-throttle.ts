import type { Redis } from 'ioredis';
import { sharedOrLocal } from '../../lib/redis.js';
import {
  createMemorySignInThrottle,
  defaultThrottleLimits,
  type SignInThrottle,
  type ThrottleLimits,
} from './throttle.js';

const keyOf = (email: string) => `fleet-ops:sign-in-failures:${email.trim().toLowerCase()}`;

/**
 * The sign-in throttle shared by every instance: one sorted set of failure times per email,
 * trimmed to the window and expiring with it. While Redis cannot be reached, this instance counts
 * in its own memory (`sharedOrLocal`) rather than refuse every sign-in, make it wait, or let
 * guesses through unchecked.
 */
export function createRedisSignInThrottle(
  redis: Redis,
  limits: ThrottleLimits = defaultThrottleLimits,
): SignInThrottle {
  const fallback = createMemorySignInThrottle(limits);

  async function recentFailures(email: string, now: Date): Promise<number[]> {
    const key = keyOf(email);
    const results = await redis
      .multi()
      .zremrangebyscore(key, '-inf', now.getTime() - limits.windowMs)
      .zrange(key, '0', '-1', 'WITHSCORES')
      .exec();
    const members = (results?.[1]?.[1] ?? []) as string[];
    return members.filter((_, index) => index % 2 === 1).map(Number);
  }

  return {
    async waitSeconds(email, now) {
      return sharedOrLocal(
        redis,
        async () => {
          const times = await recentFailures(email, now);
          if (times.length < limits.maxFailures) return 0;
          const freedAt = times[times.length - limits.maxFailures]! + limits.windowMs;
          return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
        },
        () => fallback.waitSeconds(email, now),
      );
    },
    async recordFailure(email, now) {
      const key = keyOf(email);
      await sharedOrLocal(
        redis,
        async () => {
          await redis
            .multi()
            // A random suffix keeps two failures in the same millisecond apart.
            .zadd(key, now.getTime(), `${now.getTime()}-${Math.random().toString(36).slice(2)}`)
            .zremrangebyrank(key, 0, -(limits.maxFailures + 1))
            .pexpire(key, limits.windowMs)
            .exec();
        },
        () => fallback.recordFailure(email, now),
      );
    },
    async clear(email) {
      // Both: failures this instance counted during an outage would otherwise count in the next.
      await fallback.clear(email);
      await sharedOrLocal(
        redis,
        async () => void (await redis.del(keyOf(email))),
        () => Promise.resolve(),
      );
    },
  };
}
