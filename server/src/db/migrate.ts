import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.js';

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** An arbitrary constant: the advisory lock that lets one of many starting servers migrate at a time. */
const migrationLockKey = 7_245_001;

export async function applyMigrations({ db, engine }: DatabaseHandle): Promise<void> {
  if (engine === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await db.transaction(async (transaction) => {
    await transaction.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`);
    await migratePostgres(transaction as unknown as NodePgDatabase, { migrationsFolder });
  });
}
