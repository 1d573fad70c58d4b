import { ConfigError, loadConfig } from './config.js';
import { demoSignInLines } from './seed/auto-seed.js';
import { prepareServer } from './server.js';

async function start() {
  const config = loadConfig();
  const server = await prepareServer(config);
  const shutdown = async (signal: string) => {
    server.context.logger.info(`${signal} received, shutting down`);
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await server.app.listen({ port: config.port, host: config.host });
  const database =
    server.database.engine === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `Fleet Ops is running at ${config.appUrl} (listening on ${address})`,
    `Database: ${database}`,
    `API docs: ${config.appUrl}/api/docs`,
  ];
  if (server.firstAdmin) {
    lines.push(`First admin created. Sign in with ${server.firstAdmin.email} / ${server.firstAdmin.password}`);
  }
  if (server.demoData) {
    const { counts, seconds } = server.demoData;
    lines.push(
      `Demo fleet loaded in ${seconds.toFixed(1)} s: ${counts.vehicles} vehicles, ${counts.drivers} drivers, ${counts.checklists} checklists.`,
      ...demoSignInLines(),
    );
  }
  console.log(lines.join('\n') + '\n');
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
