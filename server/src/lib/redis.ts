import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** The longest a request may wait on Redis: to connect, for an answer, or for any byte at all. */
const redisWaitMs = 1000;

/**
 * The Redis connection several instances share rate limits and sign-in throttles through.
 * No request waits on a Redis that is down: while the connection is not ready, a command fails
 * at once (no offline queue) and the callers count in their own process (`sharedOrLocal`); one
 * cut off by a lost connection fails at once and is not sent again later. A connection that
 * stays silent `redisWaitMs` with a command pending (a hung host) is dropped. Reconnection runs
 * in the background, soon after a blip and then every 2 s, each attempt with the same short bound.
 */
export function connectRedis(url: string, logger: Logger): Redis {
  // Required here, not imported at the top: ioredis is about 7 MB of memory, and a server without
  // REDIS_URL never calls this (the idle server's memory, issue 33). ioredis is CommonJS only, so
  // require loads the very module an import would, and this stays synchronous for its callers.
  const { Redis } = createRequire(import.meta.url)('ioredis') as typeof IORedis;
  const redis = new Redis(url, {
    connectTimeout: redisWaitMs,
    commandTimeout: redisWaitMs,
    socketTimeout: redisWaitMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(100 * 2 ** (attempt - 1), 2000),
  });
  let lastError: Error | undefined;
  let down = false;
  // Without a listener ioredis prints every failed attempt; the outage is logged once below.
  redis.on('error', (error: Error) => {
    lastError = error;
  });
  // Each failed attempt schedules the next one: one line for the first, none for the rest.
  redis.on('reconnecting', () => {
    if (down) return;
    down = true;
    logger.warn(
      { err: lastError },
      'Redis cannot be reached; rate limits and sign-in throttles count in this process until it is back',
    );
  });
  redis.on('ready', () => {
    if (down) logger.info('Redis is back; rate limits and sign-in throttles are shared again');
    down = false;
    lastError = undefined;
  });
  return redis;
}

/**
 * Redis's answer while it is connected, else this process's own: the rate limits and the
 * sign-in throttle count through this. A Redis known to be down is not even tried, and one that
 * fails or times out on this command falls back too, so a request never fails for Redis.
 */
export async function sharedOrLocal<T>(redis: Redis, shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
  if (redis.status !== 'ready') return local();
  try {
    return await shared();
  } catch {
    return local();
  }
}
