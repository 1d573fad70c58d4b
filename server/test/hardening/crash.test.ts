import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { withDatabaseName } from '../support/database-names.js';
import { freePort, startServer, stopServer, type ServerProcess } from './crash-server.js';
import { burstThenKill, call, prepareBookings, signInAdmin } from './crash-writes.js';

/**
 * A server killed with SIGKILL in the middle of a burst of writes must come back with every
 * write it acknowledged, on the embedded PGlite and on PostgreSQL.
 */

const postgresServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers, and why not when it does not. */
async function postgresReachable(): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgres = await postgresReachable();
if (!postgres.ok) {
  console.warn(
    `\n!!! SKIPPED: the PostgreSQL crash test found no PostgreSQL at ${postgresServerUrl} (${postgres.reason}).\n` +
      '!!! Only the PGlite crash test ran. Set TEST_DATABASE_URL or start PostgreSQL on 127.0.0.1:5432.\n',
  );
}

const cleanups: (() => Promise<void>)[] = [];
let running: ServerProcess | undefined;

afterEach(async () => {
  if (running) await stopServer(running).catch(() => undefined);
  running = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function scratchFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-crash-'));
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/**
 * A data folder holding the suite's migrated template, where the run made one: creating and
 * migrating a PGlite costs most of a first start, and the crash is what is under test.
 */
async function pgliteDataFolder(): Promise<string> {
  const folder = scratchFolder();
  const templatePath = inject('pgliteTemplatePath');
  if (templatePath) {
    const copy = await PGlite.create(path.join(folder, 'pglite'), {
      loadDataDir: new Blob([fs.readFileSync(templatePath)]),
    });
    await copy.close();
  }
  return folder;
}

/**
 * A database of its own on the PostgreSQL server, dropped afterwards; never the shared `test`
 * one. A copy of the run's migrated template when the run made one on this server.
 */
async function scratchDatabase(): Promise<string> {
  const name = `fleet_ops_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  const template = inject('postgresUrl') === postgresServerUrl ? inject('postgresTemplate') : undefined;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return withDatabaseName(postgresServerUrl, name);
}

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
      await crashAndRecover({ dataDir: await pgliteDataFolder() });
    },
  );

  it.skipIf(!postgres.ok)(
    'keeps every acknowledged write on PostgreSQL, which opens cleanly after',
    { timeout: slow },
    async () => {
      await crashAndRecover({ dataDir: scratchFolder(), databaseUrl: await scratchDatabase() });
    },
  );
});
