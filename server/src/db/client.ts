import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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

type ConnectionErrorListener = (error: Error) => void;

export async function openPostgres(
  databaseUrl: string,
  onConnectionError: ConnectionErrorListener = () => undefined,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server closes (a restart, a failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', onConnectionError);
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

/** `DATABASE_URL` picks a PostgreSQL server; without it the embedded PGlite lives in the data folder. */
export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  onConnectionError?: ConnectionErrorListener,
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onConnectionError)
    : openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}
