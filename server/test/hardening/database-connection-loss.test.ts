import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { requestMessages } from '@fleet-ops/shared';
import { withDatabaseName } from '../support/database-names.js';
import { freePort, startServer, stopServer, type ServerProcess } from './crash-server.js';
import { booking, prepareBookings, signInAdmin } from './crash-writes.js';
import {
  postgresReachable,
  postgresServerUrl,
  scratchDatabase,
  scratchFolder,
  warnSkipped,
  type Cleanups,
} from './scratch-stores.js';
import { startTcpProxy } from './tcp-proxy.js';

/**
 * PostgreSQL ending the server's connections (`pg_terminate_backend`, a restart, a failover) in
 * the middle of write transactions used to kill the process: an 'error' event on a connection a
 * request had checked out, with nobody listening (57P01, 3 of 3 tries). The server must keep
 * running, answer the requests that lost their connection with 503 and Retry-After, and serve
 * the next ones on fresh connections.
 */

const postgres = await postgresReachable();
if (!postgres.ok) warnSkipped('the PostgreSQL connection-loss tests', postgres.reason);

const cleanups: Cleanups = [];
let running: ServerProcess | undefined;

afterEach(async () => {
  if (running) await stopServer(running).catch(() => undefined);
  running = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Answer = { status: number; retryAfter: string | null; message?: string };

/** Books appointments from `lanes` callers until `stop` is set, keeping every answer. */
function writeLoad(server: ServerProcess, token: string, target: { vinNo: string; locationId: number }, lanes = 6) {
  const answers: Answer[] = [];
  let next = 0;
  let stopped = false;
  const lane = async () => {
    while (!stopped && server.child.exitCode === null && server.child.signalCode === null) {
      try {
        const response = await fetch(`${server.baseUrl}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(booking(next++, target)),
        });
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        answers.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          message: body.message,
        });
      } catch (error) {
        // No answer at all: the server process is gone.
        answers.push({ status: 0, retryAfter: null, message: String((error as Error).cause ?? error) });
      }
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));
  return {
    answers,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until one of the server's connections is inside a transaction or running a statement.
 * pg_terminate_backend only signals: a backend ended in the previous round can still be listed as
 * active for a moment, so those are left out.
 */
async function untilMidTransaction(admin: pg.Client, database: string, server: ServerProcess, ended: number[]) {
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `The server died (exit ${server.child.exitCode ?? server.child.signalCode}):\n${server.output()}`,
      );
    }
    const busy = await admin.query(
      `select 1 from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
        and state in ('idle in transaction', 'active') and pid <> all($2::int[])`,
      [database, ended],
    );
    if (busy.rowCount) return;
    await sleep(10);
  }
}

/** Every answer a write got: stored, or refused with 503, Retry-After and the message. Never a 500. */
function expectStoredOrUnavailable(answers: Answer[]) {
  const others = answers.filter(
    (answer) =>
      answer.status !== 201 &&
      !(answer.status === 503 && answer.retryAfter === '5' && answer.message === requestMessages.databaseUnavailable),
  );
  expect(others).toEqual([]);
}

async function stillServes(server: ServerProcess, token: string, target: { vinNo: string; locationId: number }) {
  expect(server.child.exitCode).toBeNull();
  expect(server.child.signalCode).toBeNull();
  // The pool has dropped the dead connections: the next requests go through on new ones.
  const health = await fetch(`${server.baseUrl}/api/health`);
  expect(health.status).toBe(200);
  const write = await fetch(`${server.baseUrl}/api/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(booking(90_000, target)),
  });
  expect(write.status).toBe(201);
}

const slow = 180_000;

describe.skipIf(!postgres.ok)('PostgreSQL connections lost under load', () => {
  it(
    'survives pg_terminate_backend of all its connections, three times, during write transactions',
    { timeout: slow },
    async () => {
      const database = await scratchDatabase(cleanups);
      running = await startServer({
        port: await freePort(),
        dataDir: scratchFolder(cleanups),
        databaseUrl: database.url,
      });
      const token = await signInAdmin(running.baseUrl);
      const target = await prepareBookings(running.baseUrl, token);
      const admin = new pg.Client({ connectionString: postgresServerUrl });
      await admin.connect();
      cleanups.push(() => admin.end());

      const load = writeLoad(running, token, target);
      const terminated: number[] = [];
      const busyStates: string[] = [];
      const endedPids: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        await untilMidTransaction(admin, database.name, running, endedPids);
        const result = await admin.query<{ pid: number; state: string | null; ended: boolean }>(
          `select pid, state, pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = $1 and pid <> pg_backend_pid() and pid <> all($2::int[])`,
          [database.name, endedPids],
        );
        endedPids.push(...result.rows.map((row) => row.pid));
        terminated.push(result.rows.filter((row) => row.ended).length);
        busyStates.push(...result.rows.map((row) => row.state ?? '?'));
      }
      await sleep(400);
      await load.stop();

      // Connections were ended while the app was in the middle of using them.
      expect(terminated.every((count) => count > 0)).toBe(true);
      expect(busyStates.some((state) => state === 'idle in transaction' || state === 'active')).toBe(true);
      expectStoredOrUnavailable(load.answers);
      expect(load.answers.filter((answer) => answer.status === 201).length).toBeGreaterThan(0);
      await stillServes(running, token, target);
    },
  );

  it(
    'answers 503 while PostgreSQL is down and reconnects when it is back, without a restart',
    { timeout: slow },
    async () => {
      const database = await scratchDatabase(cleanups);
      const real = new URL(postgresServerUrl);
      const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
      cleanups.push(() => proxy.close());
      const throughProxy = new URL(withDatabaseName(postgresServerUrl, database.name));
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      running = await startServer({
        port: await freePort(),
        dataDir: scratchFolder(cleanups),
        databaseUrl: throughProxy.toString(),
      });
      const token = await signInAdmin(running.baseUrl);
      const target = await prepareBookings(running.baseUrl, token);

      const load = writeLoad(running, token, target, 4);
      await sleep(300);
      await proxy.down();
      await sleep(1500);
      const whileDown = await fetch(`${running.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(whileDown.status).toBe(503);
      expect(whileDown.headers.get('retry-after')).toBe('5');
      expect(await whileDown.json()).toEqual({ message: requestMessages.databaseUnavailable });
      await proxy.up();
      await sleep(500);
      await load.stop();

      expectStoredOrUnavailable(load.answers);
      expect(load.answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
      await stillServes(running, token, target);
    },
  );
});
