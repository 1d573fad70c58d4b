import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config.js';
import { createAccount } from '../../server/src/features/users/service.js';
import { prepareServer } from '../../server/src/server.js';
import { accounts } from './accounts.js';
import { createFixtureFleet } from './fixture-fleet.js';
import { movableClock } from './server-clock.js';
import { startSsoProvider } from './sso-provider.js';

/**
 * The real server on a brand-new embedded database in a temporary folder, serving the built web
 * app, with one account per role. Playwright starts it (webServer) and stops it after the run.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-e2e-'));
const port = process.env.E2E_PORT ?? '4310';
const ssoProvider = await startSsoProvider(Number(port));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  ADMIN_EMAIL: accounts.admin.email,
  ADMIN_PASSWORD: accounts.admin.password,
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  // Every journey signs in through the form; the limit itself is covered by the API tests.
  AUTH_RATE_LIMIT: '1000',
  // A session outlives a moved clock (server-clock.ts): a jump of a day must not sign out the
  // journeys running beside the one that moves it.
  SESSION_IDLE_HOURS: '720',
  // Two browsers on one embedded database on a busy two-core box: the journeys test screens, not
  // load shedding, so the overload guard is out of the way here (overload.test.ts covers it).
  MAX_EVENT_LOOP_DELAY_MS: '0',
  SEED_DEMO: '0',
  // Single sign-on through a real provider beside this server (sso.spec.ts).
  ...ssoProvider.settings,
  // The webhook journey's receiver listens on 127.0.0.1.
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
});
const server = await prepareServer(config);
// Journeys that need time to pass (countersign.spec.ts: a 24-hour inspection expiring) move this
// server's clock forward by writing milliseconds to its clock file (support/server-clock.ts), and
// back to 0 at once; every service reads `context.clock` when it runs.
server.context.clock = movableClock(config.businessTimeZone, port);
const created = [];
for (const role of ['supervisor', 'driver'] as const) {
  const [firstName = role, lastName = ''] = accounts[role].name.split(' ');
  created.push(await createAccount(server.context, { ...accounts[role], firstName, lastName, role }, null));
}
await createFixtureFleet(server.context, { userId: created[1]!.id, name: accounts.driver.name }, created[0]!.id);
await server.app.listen({ port: config.port, host: config.host });
console.log(`e2e server ready on ${config.appUrl} with data in ${dataDir}`);

const stop = async () => {
  await server.stop();
  await ssoProvider.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
