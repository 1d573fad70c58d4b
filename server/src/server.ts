import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { ensureFirstAdmin } from './features/users/index.js';
import { createClock } from './lib/clock.js';
import { createLocalFileStorage, type FileStorage } from './lib/file-storage.js';
import { createMailer } from './lib/mailer.js';
import { connectRedis } from './lib/redis.js';
import { createOutboxSmsProvider } from './lib/sms.js';
import { createLogger } from './logger.js';
import { seedOnFirstStart } from './seed/auto-seed.js';
import type { SeedSummary } from './seed/seed.js';

export type RunningServer = {
  app: FastifyInstance;
  context: AppContext;
  database: DatabaseHandle;
  /** The sign-in created on a brand-new database, to show once. */
  firstAdmin: { email: string; password: string } | undefined;
  /** What the first start of a new embedded database loaded (see `seedOnFirstStart`). */
  demoData: SeedSummary | undefined;
  stop: () => Promise<void>;
};

/** Opens and migrates the database and builds what every service needs: the server and the seed command share it. */
/**
 * Files in the S3 bucket when one is configured (several instances), else in the data folder.
 * The S3 client is imported only then: a server without S3 does not hold it in memory (issue 33).
 */
async function openFileStorage(config: Config): Promise<FileStorage & { close?: () => void }> {
  if (!config.services.s3) return createLocalFileStorage(path.join(config.dataDir, 'files'));
  const { createS3FileStorage } = await import('./lib/s3-file-storage.js');
  return createS3FileStorage(config.services.s3);
}

/** Lets go of the connections the context holds besides the database (Redis, the S3 client). */
export async function closeAppServices(context: AppContext): Promise<void> {
  (context.files as { close?: () => void }).close?.();
  await context.redis?.quit().catch(() => context.redis?.disconnect());
}

export async function openAppContext(config: Config): Promise<{ context: AppContext; database: DatabaseHandle }> {
  const logger = createLogger(config);
  const database = await openDatabase(config, logger);
  await applyMigrations(database);
  const context: AppContext = {
    config,
    logger,
    db: database.db,
    clock: createClock(config.businessTimeZone),
    mailer: createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    sms: createOutboxSmsProvider({ logger }),
    files: await openFileStorage(config),
    redis: config.services.redisUrl ? connectRedis(config.services.redisUrl, logger) : undefined,
  };
  return { context, database };
}

/**
 * One full garbage collection now. Node offers `gc` only under --expose-gc, which `npm start` and
 * a service's `node server/dist/main.js` do not pass; the flag set now gives it to a new context.
 */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * A brand-new embedded database keeps its first start's work in memory for good (issue 33):
 * PGlite's initdb and the demo seed grow the worker's WebAssembly memory, which never shrinks,
 * and the seed leaves about 100 MB of garbage on this thread that V8 keeps while the server
 * idles. Opening the database again in a new worker and collecting once gives most of it back;
 * what glibc keeps of the freed memory stays, which is why `main.ts` does a first start in a
 * process of its own instead. This serves a server prepared in a process that goes on (tests,
 * the browser journeys).
 */
async function reopenAfterFirstStart(
  config: Config,
  context: AppContext,
  database: DatabaseHandle,
): Promise<{ context: AppContext; database: DatabaseHandle }> {
  await closeAppServices(context);
  await database.close();
  const reopened = await openAppContext(config);
  collectGarbage();
  return reopened;
}

/** What a first start did: the sign-in it created and the demo fleet it loaded, to show once. */
export type FirstStart = Pick<RunningServer, 'firstAdmin' | 'demoData'>;

/** Makes sure an admin exists, loading the demo fleet into a brand-new embedded database. */
async function ensureAdminAndDemo(context: AppContext, database: DatabaseHandle): Promise<FirstStart> {
  const firstAdmin = await ensureFirstAdmin(context);
  const demoData = await seedOnFirstStart(context, { engine: database.engine, brandNew: firstAdmin !== undefined });
  return { firstAdmin, demoData };
}

/**
 * A first start's work alone, the database closed after it: what `main.ts` runs in a short-lived
 * process of its own on a brand-new data folder (`seed/first-start-process.ts`).
 */
export async function runFirstStart(config: Config): Promise<FirstStart> {
  const { context, database } = await openAppContext(config);
  try {
    return await ensureAdminAndDemo(context, database);
  } finally {
    await closeAppServices(context);
    await database.close();
  }
}

/**
 * Opens and migrates the database, makes sure an admin exists (loading the demo fleet into a
 * brand-new embedded one), and builds the app with the web screens.
 */
export async function prepareServer(config: Config): Promise<RunningServer> {
  let { context, database } = await openAppContext(config);
  const { firstAdmin, demoData } = await ensureAdminAndDemo(context, database);
  if (firstAdmin && database.engine === 'pglite')
    ({ context, database } = await reopenAfterFirstStart(config, context, database));
  const app = await buildApp(context, { serveWeb: true, scheduler: true });
  return {
    app,
    context,
    database,
    firstAdmin,
    demoData,
    stop: async () => {
      await app.close();
      await closeAppServices(context);
      await database.close();
    },
  };
}
