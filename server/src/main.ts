import { ConfigError, loadConfig } from './config.js';
import { createsEmbeddedDatabase } from './db/client.js';
import { firstStartInOwnProcess, isFirstStartProcess, runAsFirstStartProcess } from './seed/first-start-process.js';
import { demoSignInLines } from './seed/auto-seed.js';
import { prepareServer } from './server.js';
import { stopGracefully } from './shutdown.js';
import { reachableUrls, startBanner } from './start-banner.js';

async function start() {
  const config = loadConfig();
  if (isFirstStartProcess()) return runAsFirstStartProcess(config);
  // A brand-new embedded database is created (and the demo fleet loaded) by a process that then
  // ends, so that work's memory does not stay in the server (seed/first-start-process.ts).
  const firstStart = createsEmbeddedDatabase(config) ? await firstStartInOwnProcess() : undefined;
  const server = await prepareServer(config);
  const firstAdmin = firstStart?.firstAdmin ?? server.firstAdmin;
  const demoData = firstStart?.demoData ?? server.demoData;
  const logger = server.context.logger;
  // A second signal while stopping is not caught (`once`): it ends the process at once.
  const shutdown = async (signal: string) => {
    logger.info(`${signal} received: finishing the requests in flight, then stopping`);
    const outcome = await stopGracefully({ stop: server.stop, http: server.app.server });
    if (outcome === 'forced') logger.warn('Requests still running after the grace period were cut off');
    else logger.info('Stopped');
    process.exit(outcome === 'clean' ? 0 : 1);
  };
  process.once('SIGINT', () => void shutdown('SIGINT').catch(fail));
  process.once('SIGTERM', () => void shutdown('SIGTERM').catch(fail));

  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const database =
    server.database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines: string[] = [];
  if (firstAdmin) lines.push(`First admin created. Sign in with ${firstAdmin.email} / ${firstAdmin.password}`);
  if (demoData) {
    const { counts, seconds } = demoData;
    lines.push(
      `Demo fleet loaded in ${seconds.toFixed(1)} s: ${counts.vehicles} vehicles, ${counts.drivers} drivers, ${counts.checklists} checklists.`,
      ...demoSignInLines(),
    );
  }
  const banner = startBanner({
    urls: reachableUrls(config.host, port),
    appUrl: config.appUrl,
    database,
    timeZone: config.businessTimeZone,
    extra: lines,
  });
  // A log collector gets the banner as log records; a person gets it as plain lines.
  if (config.logFormat === 'json') for (const line of banner) logger.info(line.trim());
  else console.log(['', ...banner, ''].join('\n'));
}

function fail(error: unknown) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

start().catch(fail);
