import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { ensureFirstAdmin } from './features/users/first-admin.js';
import { createClock } from './lib/clock.js';
import { createMailer } from './lib/mailer.js';
import { createLogger } from './logger.js';

async function start() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, (error) => logger.warn({ err: error }, 'database connection lost'));
  await applyMigrations(database);
  const context = {
    config,
    logger,
    db: database.db,
    clock: createClock(config.businessTimeZone),
    mailer: createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom }),
  };
  const firstAdmin = await ensureFirstAdmin(context);
  const app = await buildApp(context, { serveWeb: true });

  const shutdown = async (signal: string) => {
    logger.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const where = database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    ``,
    `Fleet Ops is running at ${config.appUrl} (listening on ${address})`,
    `Database: ${where}`,
    `API docs: ${config.appUrl}/api/docs`,
  ];
  if (firstAdmin) lines.push(`First admin created. Sign in with ${firstAdmin.email} / ${firstAdmin.password}`);
  console.log(lines.join('\n') + '\n');
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Fleet Ops could not start:', error);
  }
  process.exit(1);
});
