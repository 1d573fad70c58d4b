import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabaseName } from '../support/database-names.js';

/**
 * Data folders and PostgreSQL databases of their own for the tests that start the real server in
 * a child process (crash, lost connections, the data folder lock). Each is removed by the
 * cleanups the test runs after itself; the shared `test` database is never used.
 */

export type Cleanups = (() => Promise<void>)[];

export const postgresServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether a PostgreSQL server answers, and why not when it does not. */
export async function postgresReachable(): Promise<{ ok: true } | { ok: false; reason: string }> {
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

/** Says out loud that a PostgreSQL test did not run, so a green run without it is not mistaken for one with it. */
export function warnSkipped(what: string, reason: string, ran = 'Nothing else in this file ran.') {
  console.warn(
    `\n!!! SKIPPED: ${what} found no PostgreSQL at ${postgresServerUrl} (${reason}).\n` +
      `!!! ${ran} Set TEST_DATABASE_URL or start PostgreSQL on 127.0.0.1:5432.\n`,
  );
}

export function scratchFolder(cleanups: Cleanups): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-crash-'));
  cleanups.push(() => Promise.resolve(fs.rmSync(folder, { recursive: true, force: true })));
  return folder;
}

/**
 * A data folder holding the suite's migrated template, where the run made one: creating and
 * migrating a PGlite costs most of a first start, and the start is not what is under test.
 */
export async function pgliteDataFolder(cleanups: Cleanups): Promise<string> {
  const folder = scratchFolder(cleanups);
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
 * A database of its own on the PostgreSQL server, dropped afterwards. A copy of the run's
 * migrated template when the run made one on this server. Answers its URL and its name.
 */
export async function scratchDatabase(cleanups: Cleanups): Promise<{ url: string; name: string }> {
  const name = `fleet_ops_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl });
  await admin.connect();
  const template = inject('postgresUrl') === postgresServerUrl ? inject('postgresTemplate') : undefined;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { url: withDatabaseName(postgresServerUrl, name), name };
}
