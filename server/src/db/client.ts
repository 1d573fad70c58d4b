import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataFolder, type LockLog } from './data-folder-lock.js';
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

/** Where the database layer reports what it survives: a lost connection, a stale lock taken over. */
export type DatabaseLog = LockLog;

const consoleLog: DatabaseLog = { warn: (details, message) => console.warn(message, details) };

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

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, drizzleOptions) as unknown as Database;
  return { db, engine: 'pglite', close: () => client.close() };
}

/**
 * The embedded database in the data folder, once its lock is held (one server per folder, see
 * `data-folder-lock.ts`); closing it frees the folder.
 */
async function openDataFolder(dataDir: string, log: DatabaseLog): Promise<DatabaseHandle> {
  const release = await lockDataFolder(dataDir, log);
  try {
    const handle = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
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
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite ? 'pglite' : 'postgres';
}
