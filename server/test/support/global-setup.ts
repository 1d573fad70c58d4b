import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { prepareReset } from './database-reset.js';
import { templateDatabaseName as runTemplateDatabaseName, withDatabaseName } from './database-names.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder dump with every migration applied, copied by each test file. */
    pgliteTemplatePath: string | undefined;
    /** Set when the suite runs against a PostgreSQL server (TEST_DATABASE_URL). */
    postgresUrl: string | undefined;
    /** The migrated database each test file copies on that server. */
    postgresTemplate: string | undefined;
    /** Brings a copy of the template back to its first state (`prepareReset`). */
    databaseReset: string;
    /**
     * True where the files of a worker share their modules (`isolate: false`): they then share
     * one database too, reset between files, instead of opening one each.
     */
    shareDatabase: boolean;
  }
}

/**
 * Migrates one database per run and lets every test file copy it: a fresh PGlite costs ~4 s to
 * create but ~0.3 s to load from a dump, and PostgreSQL copies a template database in milliseconds.
 * Where files share a worker's modules, a worker copies it once and resets it between files.
 */
export default async function setup(project: TestProject) {
  project.provide('shareDatabase', project.config.isolate === false);
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    // The API and hardening projects set up side by side in one process: one template each.
    const templateDatabaseName = `${runTemplateDatabaseName}_${project.name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDatabaseName} with (force)`);
    await admin.query(`create database ${templateDatabaseName}`);
    const template = await openPostgres(withDatabaseName(postgresUrl, templateDatabaseName));
    await applyMigrations(template);
    project.provide('databaseReset', await prepareReset(template));
    await template.close();
    project.provide('postgresUrl', postgresUrl);
    project.provide('postgresTemplate', templateDatabaseName);
    project.provide('pgliteTemplatePath', undefined);
    return async () => {
      // The copies first: a worker never closes the one its files shared.
      const copies = await admin.query<{ name: string }>(
        `select datname as name from pg_database where datname like '${templateDatabaseName}\\_copy\\_%'`,
      );
      for (const { name } of copies.rows) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${templateDatabaseName} with (force)`);
      await admin.end();
    };
  }
  const handle = await openPglite({});
  await applyMigrations(handle);
  project.provide('databaseReset', await prepareReset(handle));
  const client = (handle.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-test-'));
  const templatePath = path.join(folder, 'template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresUrl', undefined);
  project.provide('postgresTemplate', undefined);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
