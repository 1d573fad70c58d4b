/**
 * `npm run bench:memory -- [--engines pglite,postgres] [--runs 1] [--idle 10] [--port 4393] [--server server/dist/main.js]`:
 * the compiled server's resident memory, run with the Node options of `npm start` (issue 33: idle
 * RSS of the embedded server under 300 MB after the demo seed). Build first (`npm run build`). For
 * each run, read from outside (/proc/<pid>/status, so nothing is added to the server):
 * - PGlite: a brand-new data folder, so the server creates the database and loads the demo fleet,
 *   as a first `npm start` does (in its first-start process, `server/src/seed/first-start-process.ts`,
 *   whose memory counts with the server's while it lives); RSS once the database is migrated (the
 *   seed's first line), the peak while starting and seeding, and RSS when the server listens;
 * - PostgreSQL (`BENCH_POSTGRES_URL`, database `fleet_bench_memory`, dropped at the end): seeded
 *   first by the compiled seed command, as the server never seeds PostgreSQL; RSS once listening;
 * then on both: idle `--idle` seconds (and how much of it is anonymous or file-backed memory), after
 * a few screens' calls as the admin (each twice), idle again.
 * Prints Markdown for docs/benchmarks.md with the load average.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays, weekStart } from '@fleet-ops/shared';
import { withDatabaseName } from '../server/test/support/database-names.js';
import { benchAdmin, benchDatabaseSuffix, repositoryRoot } from './databases.js';
import { readBenchOptions } from './options.js';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    runs: { type: 'string', default: '1' },
    idle: { type: 'string', default: '10' },
    port: { type: 'string', default: '4393' },
    server: { type: 'string', default: 'server/dist/main.js' },
  },
});
const engines = String(values.engines)
  .split(',')
  .filter((engine) => engine === 'pglite' || engine === 'postgres');
const runs = Number(values.runs);
const idleMs = Number(values.idle) * 1000;
const port = Number(values.port);
const serverScript = path.resolve(repositoryRoot, String(values.server));
const baseUrl = `http://127.0.0.1:${port}`;
const postgresUrl = readBenchOptions([]).postgresUrl;
const databaseName = `fleet_bench_memory${benchDatabaseSuffix}`;
const say = (text: string) => process.stdout.write(`${text}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

if (!fs.existsSync(serverScript))
  throw new Error(`${serverScript} is missing: build the server first (npm run build).`);

/** VmRSS, VmHWM (the peak), RssAnon or RssFile of a process, in MB. */
function megabytes(pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** The processes a process started and theirs (the first-start process), read from /proc. */
function descendants(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** RSS of a process and all it started, in MB: a process that ended meanwhile (no file, or no VmRSS) counts for nothing. */
function treeMegabytes(pid: number): number {
  return [pid, ...descendants(pid)].reduce((sum, each) => {
    try {
      return sum + (megabytes(each, 'VmRSS') || 0);
    } catch {
      return sum;
    }
  }, 0);
}

/**
 * The Node options `npm start` gives the server (package.json's "start"), so the server is
 * measured as it runs: `--max-semi-space-size` keeps its young generation small (issue 33).
 */
function startNodeOptions(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const options = /node((?: --\S+)*) server\/dist\/main\.js/.exec(manifest.scripts.start)?.[1] ?? '';
  return options.split(' ').filter(Boolean);
}

/** The moments measured, in the order they come; PostgreSQL has no seed inside the server. */
const moments = [
  { key: 'migrated', label: 'database open and migrated, before the seed (with the first-start process)' },
  { key: 'peak', label: 'peak while starting (and seeding), the first-start process included' },
  { key: 'listening', label: 'listening (PGlite: the demo seed done)' },
  { key: 'idle', label: `idle ${values.idle} s later` },
  { key: 'idleAnonymous', label: '… of which anonymous (heaps, WebAssembly memory, malloc)' },
  { key: 'idleFile', label: '… of which file-backed (the node binary, libraries)' },
  { key: 'screens', label: 'after the screens (8 calls as the admin, each twice)' },
  { key: 'idleAgain', label: `idle ${values.idle} s after the screens` },
] as const;
type Figures = Partial<Record<(typeof moments)[number]['key'], number>>;

function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [...startNodeOptions(), serverScript], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      WEB_DIST: path.join(repositoryRoot, 'web/dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

/** Waits for /api/health, noting RSS when the output first shows `seedLine`. */
async function waitUntilListening(server: ReturnType<typeof startServer>, figures: Figures, seedLine: string) {
  const pid = server.child.pid!;
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server stopped while starting:\n${server.output()}`);
    const rss = treeMegabytes(pid);
    figures.peak = Math.max(figures.peak ?? 0, rss);
    if (figures.migrated === undefined && server.output().includes(seedLine)) figures.migrated = rss;
    const answered = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(100);
  }
  throw new Error(`The server did not answer within ten minutes:\n${server.output()}`);
}

/** What the admin's usual screens ask for: Home, the lists, the calendar, a report. */
function screenCalls(): { method: 'GET' | 'POST'; path: string; body?: unknown }[] {
  const today = new Date().toISOString().slice(0, 10);
  const lastWeek = weekStart(addDays(today, -7));
  const monthStart = weekStart(`${today.slice(0, 8)}01`);
  return [
    { method: 'GET', path: '/api/me' },
    { method: 'GET', path: '/api/dashboard/alerts' },
    { method: 'GET', path: `/api/checklist?page=1&per_page=100&start_date=${lastWeek}` },
    { method: 'GET', path: '/api/vehicles/all_vehicles?page=1' },
    { method: 'GET', path: `/api/trackings?start_date=${today}` },
    { method: 'GET', path: '/api/renewals?page=1&per_page=50' },
    { method: 'GET', path: `/api/appointments?start=${monthStart}&end=${addDays(monthStart, 41)}` },
    {
      method: 'POST',
      path: '/api/reports/profit_loss',
      body: { start_date: addDays(today, -364), end_date: today },
    },
  ];
}

async function visitScreens() {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  });
  if (!login.ok) throw new Error(`The admin cannot sign in: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  for (let round = 0; round < 2; round += 1) {
    for (const call of screenCalls()) {
      const response = await fetch(`${baseUrl}${call.path}`, {
        method: call.method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${call.method} ${call.path} answered ${response.status}`);
    }
  }
}

/** One server's life from start to idle after the screens. */
async function measure(env: NodeJS.ProcessEnv, seedLine: string): Promise<Figures> {
  const figures: Figures = {};
  const server = startServer(env);
  const pid = server.child.pid!;
  try {
    await waitUntilListening(server, figures, seedLine);
    figures.listening = megabytes(pid, 'VmRSS');
    // The server's own peak, or the samples' one if the first-start process made it higher.
    figures.peak = Math.max(figures.peak ?? 0, megabytes(pid, 'VmHWM'));
    await sleep(idleMs);
    figures.idle = megabytes(pid, 'VmRSS');
    figures.idleAnonymous = megabytes(pid, 'RssAnon');
    figures.idleFile = megabytes(pid, 'RssFile');
    await visitScreens();
    figures.screens = megabytes(pid, 'VmRSS');
    await sleep(idleMs);
    figures.idleAgain = megabytes(pid, 'VmRSS');
    return figures;
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await exited;
  }
}

async function measurePglite(): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-memory-'));
  try {
    return await measure({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1' }, 'Loading the demo fleet');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgresAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function seedPostgres(databaseUrl: string): Promise<void> {
  const seedScript = path.join(path.dirname(serverScript), 'seed/seed-command.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [seedScript, '--scale', '1'], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        ADMIN_EMAIL: benchAdmin.email,
        ADMIN_PASSWORD: benchAdmin.password,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The seed command failed (exit ${code}).`))));
  });
}

async function measurePostgres(): Promise<Figures> {
  await onPostgresAdmin(`drop database if exists ${databaseName} with (force)`);
  await onPostgresAdmin(`create database ${databaseName}`);
  try {
    const databaseUrl = withDatabaseName(postgresUrl, databaseName);
    await seedPostgres(databaseUrl);
    return await measure({ DATABASE_URL: databaseUrl, SEED_DEMO: '0' }, 'no seed line on PostgreSQL');
  } finally {
    await onPostgresAdmin(`drop database if exists ${databaseName} with (force)`);
  }
}

/** "median (each run)" in MB, or a dash where the moment does not exist. */
function cell(all: Figures[], key: keyof Figures): string {
  const numbers = all.map((figures) => figures[key]).filter((value): value is number => value !== undefined);
  if (numbers.length === 0) return '—';
  const median = [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
  return numbers.length === 1
    ? `${median.toFixed(0)} MB`
    : `${median.toFixed(0)} MB (${numbers.map((value) => value.toFixed(0)).join(', ')})`;
}

const results: Record<string, Figures[]> = {};
const loads: string[] = [];
for (const engine of engines) {
  results[engine] = [];
  for (let run = 1; run <= runs; run += 1) {
    say(`== ${engine}, run ${run} of ${runs}; load average ${loadAverage()}`);
    results[engine].push(await (engine === 'pglite' ? measurePglite() : measurePostgres()));
    loads.push(`${engine} run ${run}: ${loadAverage()}`);
  }
}

const title = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' } as Record<string, string>;
say(`\n#### Resident memory of \`${path.relative(repositoryRoot, serverScript)}\` (${new Date().toISOString()})\n`);
say(`| moment | ${engines.map((engine) => title[engine]).join(' | ')} |`);
say(`| --- | ${engines.map(() => '---:').join(' | ')} |`);
for (const moment of moments)
  say(`| ${moment.label} | ${engines.map((engine) => cell(results[engine]!, moment.key)).join(' | ')} |`);
say(`\nLoad average (1, 5, 15 min) at the end of each run: ${loads.join('; ')}.`);
