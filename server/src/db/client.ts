import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataFolder, type LockLog } from './data-folder-lock.js';
import { PgliteWorkerClient } from './pglite-worker-client.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * The one database type every query takes. PGlite and node-postgres differ only in their raw
 * result type, and a transaction is a `Database` too, so queries run inside or outside one.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * Where the database layer reports what it survives (a lost connection, a stale lock taken
 * over) and what it does not (the embedded database's worker dying).
 */
export type DatabaseLog = LockLog & { error: (details: object, message: string) => void };

const consoleLog: DatabaseLog = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/**
 * A connection PostgreSQL closes (a restart, a failover, `pg_terminate_backend`) must never crash
 * the process. The pool listens to idle connections only; a connection a request has checked out
 * (a transaction between two statements) emits 'error' with nobody listening, which Node turns
 * into an uncaught exception. So every connection gets a listener of its own when it is made. The
 * request that was using it fails (503, see `connection-errors.ts`), the pool drops the dead
 * connection when it is released and opens a new one for the next query.
 */
export async function openPostgres(databaseUrl: string, log: DatabaseLog = consoleLog): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const connectionLost = (error: Error) =>
    log.warn({ err: error, code: (error as { code?: string }).code }, 'database connection lost');
  pool.on('connect', (client) => client.on('error', connectionLost));
  // The pool re-emits an idle connection's error, already logged by the connection's own listener.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, drizzleOptions) as unknown as Database;
  await pool.query('select 1');
  return { db, engine: 'postgres', close: () => pool.end() };
}

/**
 * PGlite in a worker thread of its own (`pglite-worker.ts`): its queries no longer hold up the
 * server's thread, where a 3-year report used to keep /api/health waiting 2.7 s and the
 * event-loop guard refused most requests under load. Drizzle's PGlite driver talks to it through
 * `PgliteWorkerClient`, which offers the PGlite calls the driver makes, so rows, types and
 * errors (their `code`) are those PGlite gives. `onCrash` hears of a worker that stopped on its own.
 */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
  onCrash?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PgliteWorkerClient.open(
    { dataDir: options.dataDir, loadDataDir: await options.loadDataDir?.arrayBuffer() },
    options.onCrash ?? ((error) => consoleLog.error({ err: error }, 'the embedded database stopped unexpectedly')),
  );
  const db = drizzlePglite(client as unknown as PGlite, drizzleOptions) as unknown as Database;
  return { db, engine: 'pglite', close: () => client.close() };
}

/** Where the embedded database keeps its files inside the data folder. */
const embeddedDatabaseFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Whether this start creates the embedded database: no `DATABASE_URL`, and no database yet in the data folder. */
export function createsEmbeddedDatabase(config: { databaseUrl: string | undefined; dataDir: string }): boolean {
  return !config.databaseUrl && !fs.existsSync(path.join(embeddedDatabaseFolder(config.dataDir), 'PG_VERSION'));
}

/**
 * The embedded database in the data folder, once its lock is held (one server per folder, see
 * `data-folder-lock.ts`); closing it frees the folder. If its worker dies, the server cannot
 * serve anything and ends at once, with the reason logged, for its supervisor to start it again
 * (what a crash leaves on disk is recovered as after a SIGKILL: see test/hardening/crash.test.ts).
 */
async function openDataFolder(dataDir: string, log: DatabaseLog): Promise<DatabaseHandle> {
  const release = await lockDataFolder(dataDir, log);
  const crashed = (error: Error) => {
    log.error({ err: error }, 'the embedded database stopped unexpectedly: ending the process');
    release();
    process.exit(1);
  };
  try {
    const handle = await openPglite({ dataDir: embeddedDatabaseFolder(dataDir), onCrash: crashed });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** `DATABASE_URL` picks a PostgreSQL server; without it the embedded PGlite lives in the data folder. */
export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  log: DatabaseLog = consoleLog,
): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, log) : openDataFolder(config.dataDir, log);
}

/** Which engine a database handle's Drizzle instance runs on (its driver client, `$client`). */
export function databaseEngine(db: Database): DatabaseHandle['engine'] {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PgliteWorkerClient ? 'pglite' : 'postgres';
}

/**
 * One round trip to the database for the health check; throws when it does not answer. The
 * embedded one's worker answers at once while it is busy (`PgliteWorkerClient.ping`).
 */
export async function pingDatabase(db: Database): Promise<void> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PgliteWorkerClient) await client.ping();
  else await db.execute(sql`select 1`);
}
