/**
 * `npm run bench:export-memory -- [--rows 1000000]`: the server's memory while it streams one very
 * long CSV export (issue 22: a million rows with the server under 200 MB and rising less than
 * 50 MB). On PostgreSQL: a copy of the scale-10 bench database (seeded first if missing) topped up
 * to the wanted number of checklists, the real server, one admin downloading the checklist export
 * of all time at full speed. Prints a Markdown table for docs/benchmarks.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { withDatabaseName } from '../server/test/support/database-names.js';
import { benchAdmin, prepareDatabase, repositoryRoot, type BenchDatabase } from './databases.js';
import { readBenchOptions } from './options.js';
import { startAppServer, type ServerBuild } from './processes.js';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '1000000' }, compiled: { type: 'boolean', default: false } },
  strict: false,
});
const wantedRows = Number(values.rows);
/** `--compiled`: the built server (`server/dist/main.js`, what `npm start` runs) instead of tsx on the sources. */
const build: ServerBuild = values.compiled ? 'compiled' : 'source';
const options = readBenchOptions([]);
const say = (text: string) => process.stdout.write(`${text}\n`);
const copyName = 'fleet_bench_export';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether an earlier run's copy is still there with the rows wanted (making it takes minutes). */
async function holdsEnough(url: string): Promise<boolean> {
  try {
    return await withClient(url, async (client) => {
      const { rows } = await client.query<{ count: string }>('select count(*) from checklists');
      return Number(rows[0]!.count) === wantedRows;
    });
  } catch {
    return false;
  }
}

/** A copy of the scale-10 bench database with `wantedRows` checklists (old ones repeated a year back). */
async function prepareCopy(): Promise<BenchDatabase> {
  const source = await prepareDatabase(options, 'postgres', 10);
  const sourceName = new URL(source.env.DATABASE_URL).pathname.slice(1);
  const url = withDatabaseName(options.postgresUrl, copyName);
  const copy = { ...source, env: { DATABASE_URL: url, DATA_DIR: '/tmp/fleet-ops-bench-export' } };
  if (await holdsEnough(url)) return copy;
  await withClient(options.postgresUrl, async (admin) => {
    await admin.query(`drop database if exists ${copyName} with (force)`);
    await admin.query(`create database ${copyName} template ${sourceName}`);
  });
  await withClient(url, async (client) => {
    const columns = await client.query<{ list: string }>(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
       from information_schema.columns where table_name = 'checklists' and column_name not in ('id', 'date')`,
    );
    const list = columns.rows[0]!.list;
    for (;;) {
      const { rows } = await client.query<{ count: string }>('select count(*) from checklists');
      const missing = wantedRows - Number(rows[0]!.count);
      if (missing <= 0) break;
      await client.query(
        `insert into checklists (${list}, date)
         select ${list}, date - 364 from checklists order by id limit ${Math.min(missing, 500_000)}`,
      );
    }
    await client.query('analyze checklists');
  });
  return copy;
}

type Sample = { at: number; rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
const probeFile = '/tmp/fleet-ops-bench-export-memory.jsonl';
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * What the server's memory was made of (memory-probe.mjs, every 100 ms): V8's heap, Buffers and
 * other memory outside it, and RSS, before the export (the last sample before it started) and at
 * their highest during it. Each peak is its own moment, so the peaks do not add up to the RSS peak.
 */
function breakdown(started: number, ended: number) {
  const samples = fs
    .readFileSync(probeFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);
  const before = samples.filter((sample) => sample.at < started).at(-1);
  const during = samples.filter((sample) => sample.at >= started && sample.at <= ended);
  if (!before || during.length === 0) return;
  const fields = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'] as const;
  say('\n| Server memory (process.memoryUsage) | Before | Peak during the export | Rise |');
  say('| --- | ---: | ---: | ---: |');
  for (const field of fields) {
    const peak = Math.max(...during.map((sample) => sample[field]));
    say(`| ${field} | ${mb(before[field])} | ${mb(peak)} | ${mb(peak - before[field])} |`);
  }
}

async function main() {
  say(`Preparing ${wantedRows.toLocaleString('en-US')} checklists on PostgreSQL...`);
  const probe = path.join(repositoryRoot, 'bench', 'memory-probe.mjs');
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '';
  const server = await startAppServer(await prepareCopy(), 4391, {
    build,
    env: { NODE_OPTIONS: `${nodeOptions} --import=${probe}`.trim(), BENCH_MEMORY_PROBE: probeFile },
  });
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchAdmin),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    await new Promise((resolve) => setTimeout(resolve, 2000));
    server.resetPeak();
    const idle = server.memory().rssMb;
    const started = Date.now();
    const response = await fetch(`${server.url}/api/checklist/a1b2c3/export`, {
      headers: { authorization: `Bearer ${data.token}`, 'accept-encoding': 'identity' },
    });
    let bytes = 0;
    let lines = 0;
    let highest = idle;
    for await (const chunk of response.body! as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
      highest = Math.max(highest, server.memory().rssMb);
    }
    const ended = Date.now();
    const seconds = (ended - started) / 1000;
    const peak = Math.max(highest, server.memory().peakMb);
    say(
      `\nServer: ${build === 'compiled' ? 'compiled (server/dist/main.js)' : 'from source (tsx)'}, NODE_OPTIONS "${nodeOptions}".`,
    );
    say('\n| Export | Rows | Size | Time | Server RSS before | Peak RSS | Rise |');
    say('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    say(
      `| Checklists, all time (PostgreSQL) | ${(lines - 1).toLocaleString('en-US')} | ${(bytes / 1e6).toFixed(0)} MB | ` +
        `${seconds.toFixed(1)} s | ${idle.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${(peak - idle).toFixed(0)} MB |`,
    );
    breakdown(started, ended);
  } finally {
    await server.stop();
  }
}

await main();
