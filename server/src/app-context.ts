import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Clock } from './lib/clock.js';
import type { FileStorage } from './lib/file-storage.js';
import type { Mailer } from './lib/mailer.js';
import type { SmsProvider } from './lib/sms.js';

/** What every service needs, built once at start and handed down; tests build their own. */
export type AppContext = {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsProvider;
  /** Uploaded images, inspection files and checklist photos. */
  files: FileStorage;
  logger: Logger;
  /** Set with REDIS_URL: rate limits and sign-in throttles shared by every instance. */
  redis?: Redis;
};

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
  }
}
