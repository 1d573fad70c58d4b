import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServer, stopServer, type ServerProcess } from './crash-server.js';
import { burstThenKill, call, prepareBookings, signInAdmin } from './crash-writes.js';
import {
  pgliteDataFolder,
  postgresReachable,
  scratchDatabase,
  scratchFolder,
  warnSkipped,
  type Cleanups,
} from './scratch-stores.js';

/**
 * A server killed with SIGKILL in the middle of a burst of writes must come back with every
 * write it acknowledged, on the embedded PGlite and on PostgreSQL.
 */

const postgres = await postgresReachable();
if (!postgres.ok) warnSkipped('the PostgreSQL crash test', postgres.reason, 'Only the PGlite crash test ran.');

const cleanups: Cleanups = [];
let running: ServerProcess | undefined;

afterEach(async () => {
  if (running) await stopServer(running).catch(() => undefined);
  running = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The whole story on one database: start, burst, SIGKILL, restart, check, stop cleanly. */
async function crashAndRecover(where: { dataDir: string; databaseUrl?: string }) {
  const port = await freePort();
  running = await startServer({ port, ...where });
  const token = await signInAdmin(running.baseUrl);
  const target = await prepareBookings(running.baseUrl, token);

  const { acknowledged, failedInFlight } = await burstThenKill(running, token, target, { lanes: 8, killAfter: 40 });
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);
  expect(running.child.signalCode).toBe('SIGKILL');

  running = await startServer({ port, ...where });
  const again = await signInAdmin(running.baseUrl);
  const missing = [];
  for (const id of acknowledged) {
    const found = await call(running.baseUrl, 'GET', `/api/appointments/${id}`, again);
    if (found.status !== 200) missing.push(`${id}: ${found.status}`);
  }
  expect(missing).toEqual([]);
  // A write after the restart works, and the server shuts down cleanly.
  const after = await call(running.baseUrl, 'GET', '/api/health');
  expect(after).toEqual({ status: 200, body: { status: 'ok', database: 'ok' } });
  expect(await stopServer(running)).toBe(0);
  running = undefined;
  return { acknowledged: acknowledged.length, failedInFlight };
}

// Each case starts the real server twice (migrations on the first start): minutes on a busy machine.
const slow = 180_000;

describe('crash safety: SIGKILL during a burst of writes', () => {
  it(
    'keeps every acknowledged write on the embedded PGlite, which opens cleanly after',
    { timeout: slow },
    async () => {
      await crashAndRecover({ dataDir: await pgliteDataFolder(cleanups) });
    },
  );

  it.skipIf(!postgres.ok)(
    'keeps every acknowledged write on PostgreSQL, which opens cleanly after',
    { timeout: slow },
    async () => {
      const database = await scratchDatabase(cleanups);
      await crashAndRecover({ dataDir: scratchFolder(cleanups), databaseUrl: database.url });
    },
  );
});
