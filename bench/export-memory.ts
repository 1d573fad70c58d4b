/**
 * `npm run bench:export-memory -- [--rows 1000000] [--formats csv,xlsx] [--scale 10]`: the server's
 * memory while it streams one very long export (issue 22: a million rows with the server under
 * 200 MB and rising less than 50 MB; issue 34: the XLSX of the same rows rises no more than the CSV
 * plus a small constant). On PostgreSQL: a copy of the bench database of that scale (seeded first
 * if missing) topped up to the wanted number of checklists, then for each format a fresh real
 * server (so one export's garbage does not lift the next one's start), one admin downloading the
 * checklist export of all time at full speed. Prints Markdown tables for docs/benchmarks.md.
 * BENCH_DATABASE_SUFFIX (e.g. `_a`) or BENCH_DATABASE_PREFIX names the databases apart, for two people on one PostgreSQL.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { withDatabaseName } from '../server/test/support/database-names.js';
import {
  benchAdmin,
  benchDatabaseName,
  benchDatabaseSuffix,
  prepareDatabase,
  repositoryRoot,
  type BenchDatabase,
} from './databases.js';
import { readBenchOptions } from './options.js';
import { startAppServer, type ServerBuild } from './processes.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    compiled: { type: 'boolean', default: false },
    formats: { type: 'string', default: 'csv,xlsx' },
    scale: { type: 'string', default: '10' },
    port: { type: 'string', default: '4391' },
  },
  strict: false,
});
const wantedRows = Number(values.rows);
/** `--compiled`: the built server (`server/dist/main.js`, what `npm start` runs) instead of tsx on the sources. */
const build: ServerBuild = values.compiled ? 'compiled' : 'source';
type Format = 'csv' | 'xlsx';
const formats = String(values.formats)
  .split(',')
  .map((format) => format.trim())
  .filter((format): format is Format => format === 'csv' || format === 'xlsx');
const options = readBenchOptions([]);
const say = (text: string) => process.stdout.write(`${text}\n`);
const copyName = benchDatabaseName('export');

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

/** A copy of the bench database (scale 10 unless `--scale`) with `wantedRows` checklists (old ones repeated a year back). */
async function prepareCopy(): Promise<BenchDatabase> {
  const source = await prepareDatabase(options, 'postgres', Number(values.scale));
  const sourceName = new URL(source.env.DATABASE_URL).pathname.slice(1);
  const url = withDatabaseName(options.postgresUrl, copyName);
  const copy = { ...source, env: { DATABASE_URL: url, DATA_DIR: `/tmp/fleet-ops-bench-export${benchDatabaseSuffix}` } };
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
const probeFile = `/tmp/fleet-ops-bench-export-memory${benchDatabaseSuffix}.jsonl`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/**
 * What the server's memory was made of (memory-probe.mjs, every 100 ms): V8's heap, Buffers and
 * other memory outside it, and RSS, before the export (the last sample before it started) and at
 * their highest during it. Each peak is its own moment, so the peaks do not add up to the RSS peak.
 */
function breakdown(format: Format, started: number, ended: number) {
  const samples = fs
    .readFileSync(probeFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);
  const before = samples.filter((sample) => sample.at < started).at(-1);
  const during = samples.filter((sample) => sample.at >= started && sample.at <= ended);
  if (!before || during.length === 0) return;
  const fields = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'] as const;
  say(`\n| Server memory during the ${format.toUpperCase()} export (process.memoryUsage) | Before | Peak | Rise |`);
  say('| --- | ---: | ---: | ---: |');
  for (const field of fields) {
    const peak = Math.max(...during.map((sample) => sample[field]));
    say(`| ${field} | ${mb(before[field])} | ${mb(peak)} | ${mb(peak - before[field])} |`);
  }
}

/** The rows of an XLSX, read back with exceljs' streaming reader (the header row left out). */
async function xlsxRows(file: string): Promise<number> {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {})) {
    for await (const row of sheet) if (row.number > 1) rows += 1;
  }
  return rows;
}

type Measured = { format: Format; rows: number; bytes: number; seconds: number; idle: number; peak: number };

/** One export of every checklist in `format`, on a server of its own, read at full speed. */
async function measure(database: BenchDatabase, format: Format, nodeOptions: string): Promise<Measured> {
  const probe = path.join(repositoryRoot, 'bench', 'memory-probe.mjs');
  const server = await startAppServer(database, Number(values.port), {
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
    const response = await fetch(`${server.url}/api/checklist/a1b2c3/export?format=${format}`, {
      headers: { authorization: `Bearer ${data.token}`, 'accept-encoding': 'identity' },
    });
    // The XLSX is kept to count its rows after the measure; the CSV's lines are counted as it comes.
    const xlsxCopy = `/tmp/fleet-ops-bench-export${benchDatabaseSuffix}.xlsx`;
    const file = format === 'xlsx' ? fs.createWriteStream(xlsxCopy) : undefined;
    let bytes = 0;
    let lines = 0;
    let highest = idle;
    for await (const chunk of response.body! as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (file) {
        if (!file.write(chunk)) await once(file, 'drain');
      } else for (const byte of chunk) if (byte === 10) lines += 1;
      highest = Math.max(highest, server.memory().rssMb);
    }
    const ended = Date.now();
    if (file) await new Promise<void>((resolve) => file.end(() => resolve()));
    const peak = Math.max(highest, server.memory().peakMb);
    breakdown(format, started, ended);
    const rows = file ? await xlsxRows(xlsxCopy) : lines - 1;
    if (file) fs.rmSync(xlsxCopy);
    return { format, rows, bytes, seconds: (ended - started) / 1000, idle, peak };
  } finally {
    await server.stop();
  }
}

async function main() {
  say(`Preparing ${wantedRows.toLocaleString('en-US')} checklists on PostgreSQL...`);
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '';
  const database = await prepareCopy();
  const measured: Measured[] = [];
  for (const format of formats) measured.push(await measure(database, format, nodeOptions));
  say(
    `\nServer: ${build === 'compiled' ? 'compiled (server/dist/main.js)' : 'from source (tsx)'}, NODE_OPTIONS "${nodeOptions}".`,
  );
  say('\n| Export of checklists, all time (PostgreSQL) | Rows | Size | Time | Server RSS before | Peak RSS | Rise |');
  say('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { format, rows, bytes, seconds, idle, peak } of measured) {
    say(
      `| ${format.toUpperCase()} | ${rows.toLocaleString('en-US')} | ${(bytes / 1e6).toFixed(1)} MB | ` +
        `${seconds.toFixed(1)} s | ${idle.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${(peak - idle).toFixed(0)} MB |`,
    );
  }
}

await main();
