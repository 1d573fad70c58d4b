import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { templateDatabaseName as runTemplateDatabaseName, withDatabaseName } from './database-names.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder dump with every migration applied, copied by each test file. */
    pgliteTemplatePath: string | undefined;
    /** Set when the suite runs against a PostgreSQL server (TEST_DATABASE_URL). */
    postgresUrl: string | undefined;
    /** The migrated database each test file copies on that server. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Migrates one database per run and lets every test file copy it: a fresh PGlite costs ~4 s to
 * create but ~0.3 s to load from a dump, and PostgreSQL copies a template database in milliseconds.
 */
export default async function setup(project: TestProject) {
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
    await template.close();
    project.provide('postgresUrl', postgresUrl);
    project.provide('postgresTemplate', templateDatabaseName);
    project.provide('pgliteTemplatePath', undefined);
    return async () => {
      await admin.query(`drop database if exists ${templateDatabaseName} with (force)`);
      await admin.end();
    };
  }
  const handle = await openPglite({});
  await applyMigrations(handle);
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
