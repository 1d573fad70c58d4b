import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { weekStart } from '@fleet-ops/shared';
import { openDatabase } from '../server/src/db/client.js';
import { withDatabaseName } from '../server/test/support/database-names.js';
import type { BenchOptions, Engine } from './options.js';

/** The admin the bench databases are seeded with, so the bench can sign in. */
export const benchAdmin = { email: 'bench-admin@fleet-ops.local', password: 'bench-admin-password' };

export type BenchDatabase = {
  engine: Engine;
  scale: number;
  /** What the server, the seed command and the floor need to open it. */
  env: { DATABASE_URL: string; DATA_DIR: string };
  seed: { reused: boolean; seconds?: number; cpuSeconds?: number };
};

export const repositoryRoot = path.resolve(import.meta.dirname, '..');

const word = (value: string | undefined, fallback: string) => (value && /^\w+$/.test(value) ? value : fallback);

/**
 * BENCH_DATABASE_SUFFIX (letters, digits, `_`) names one person's bench databases apart from
 * another's on a shared PostgreSQL, e.g. `_a` gives `fleet_bench_s10_a`; BENCH_DATABASE_PREFIX
 * replaces `fleet_bench`, for a rule that names databases by their start (`f_bench_s1`).
 */
export const benchDatabaseSuffix = word(process.env.BENCH_DATABASE_SUFFIX, '');
const benchDatabasePrefix = word(process.env.BENCH_DATABASE_PREFIX, 'fleet_bench');

/** Only databases named like this are ever created or written by the bench (`kind`: `s1`, `export`...). */
export const benchDatabaseName = (kind: string) => `${benchDatabasePrefix}_${kind}${benchDatabaseSuffix}`;
const databaseName = (scale: number) => benchDatabaseName(`s${String(scale).replace('.', '_')}`);

async function ensurePostgresDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** True when the database holds a seed of this scale from this week, with the bench admin. */
async function seededThisWeek(env: BenchDatabase['env'], scale: number): Promise<boolean> {
  const pgliteFolder = path.join(env.DATA_DIR, 'pglite');
  if (!env.DATABASE_URL && !fs.existsSync(pgliteFolder)) return false;
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
  try {
    const result = (await handle.db.execute(sql`select
      (select changes -> 'scale' ->> 'after' from audit_log where action = 'seed' order by id desc limit 1) as scale,
      (select changes -> 'today' ->> 'after' from audit_log where action = 'seed' order by id desc limit 1) as today,
      exists (select 1 from users where email = ${benchAdmin.email}) as admin`)) as {
      rows: { scale: string | null; today: string | null; admin: boolean }[];
    };
    const [row] = result.rows;
    const thisWeek = weekStart(new Date().toISOString().slice(0, 10));
    return Boolean(row?.admin && Number(row.scale) === scale && row.today && weekStart(row.today) === thisWeek);
  } catch {
    return false; // not migrated yet
  } finally {
    await handle.close();
  }
}

/** Runs `npm run seed` (the real command) into the database; its output shows on the terminal. */
function runSeedCommand(env: BenchDatabase['env'], scale: number): Promise<{ seconds?: number; cpuSeconds?: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'server/src/seed/seed-command.ts', '--scale', String(scale), '--wipe'],
      {
        cwd: repositoryRoot,
        env: {
          ...process.env,
          ...env,
          ADMIN_EMAIL: benchAdmin.email,
          ADMIN_PASSWORD: benchAdmin.password,
          SEED_DEMO: '0',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`The seed command failed (exit ${code}).`));
      const done = /Done in ([\d.]+) s \(CPU ([\d.]+) s/.exec(output);
      resolve({ seconds: done ? Number(done[1]) : undefined, cpuSeconds: done ? Number(done[2]) : undefined });
    });
  });
}

/** The bench database of an engine and scale, seeded unless a seed of this week is already there. */
export async function prepareDatabase(options: BenchOptions, engine: Engine, scale: number): Promise<BenchDatabase> {
  const name = databaseName(scale);
  const folder = path.join(options.dataDir, `${engine}-${name}`);
  fs.mkdirSync(folder, { recursive: true });
  let env: BenchDatabase['env'];
  if (engine === 'postgres') {
    await ensurePostgresDatabase(options.postgresUrl, name);
    env = { DATABASE_URL: withDatabaseName(options.postgresUrl, name), DATA_DIR: folder };
  } else {
    env = { DATABASE_URL: '', DATA_DIR: folder };
  }
  // How long the seed took is kept beside the data, so a later run that reuses it can still say.
  const timings = path.join(folder, 'seed-timing.json');
  if (!options.reseed && (await seededThisWeek(env, scale))) {
    const earlier = fs.existsSync(timings) ? (JSON.parse(fs.readFileSync(timings, 'utf8')) as object) : {};
    return { engine, scale, env, seed: { ...earlier, reused: true } };
  }
  process.stdout.write(`\n== seeding ${engine} at scale ${scale}\n`);
  const seeded = await runSeedCommand(env, scale);
  fs.writeFileSync(timings, JSON.stringify(seeded));
  return { engine, scale, env, seed: { reused: false, ...seeded } };
}

/**
 * The floor's own copy of an embedded database, so the app and the floor can run side by side and
 * take turns line by line as on PostgreSQL (one PGlite data folder is one process's): the copy is
 * taken once the SQL is recorded, so both start from the same rows. PostgreSQL needs none.
 */
export function floorDatabase(database: BenchDatabase): { database: BenchDatabase; remove: () => void } {
  if (database.engine === 'postgres') return { database, remove: () => undefined };
  const folder = `${database.env.DATA_DIR}-floor`;
  fs.rmSync(folder, { recursive: true, force: true });
  fs.cpSync(path.join(database.env.DATA_DIR, 'pglite'), path.join(folder, 'pglite'), { recursive: true });
  return {
    database: { ...database, env: { ...database.env, DATA_DIR: folder } },
    remove: () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}
