import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * The Redis connection several instances share rate limits and sign-in throttles through.
 * Settings as @fastify/rate-limit recommends: a request never waits long on a Redis that is
 * down; the callers then fall back to counting in their own process (see their comments).
 */
export function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Reconnect attempts repeat the same error every few seconds: one line per outage is enough.
    if (reported) return;
    reported = true;
    logger.warn({ err: error }, 'Redis cannot be reached; rate limits count per instance until it is back');
  });
  redis.on('ready', () => {
    if (reported) logger.info('Redis is back; rate limits are shared again');
    reported = false;
  });
  return redis;
}
