/**
 * `npm run bench:embedded-blocking -- [--scale 1] [--compiled] [--connections 16] [--duration 10]`:
 * whether the embedded PGlite holds up the rest of the server (issue 33). On the PGlite bench
 * database of that scale (seeded first if missing) with the real server:
 * 1. resident memory once started (the scale-1 bench database is the demo fleet's size), and after the load;
 * 2. /api/health's latency while the heaviest report (Pre Use Inspection over 3 years) runs, 3 times;
 * 3. a list at 16 connections for `duration` seconds: served, and refusals by who refused
 *    (the event-loop guard says Retry-After 10, the admission queue Retry-After 2).
 * Prints Markdown for docs/benchmarks.md with the load average beside the figures.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Client } from 'autocannon';
import { addDays } from '@fleet-ops/shared';
import { benchAdmin, prepareDatabase } from './databases.js';
import { percentile } from './load.js';
import { readBenchOptions } from './options.js';
import { startAppServer, type RunningProcess, type ServerBuild } from './processes.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    compiled: { type: 'boolean', default: false },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '4391' },
  },
  strict: false,
});
const build: ServerBuild = values.compiled ? 'compiled' : 'source';
const port = Number(values.port);
const say = (text: string) => process.stdout.write(`${text}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function signIn(server: RunningProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  });
  if (!response.ok) throw new Error(`The bench admin cannot sign in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Asks for /api/health one call after another until `done` settles; each call's milliseconds. */
async function healthWhile(server: RunningProcess, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    await fetch(server.healthUrl);
    latencies.push(performance.now() - started);
    await sleep(20);
  }
  return latencies;
}

/** The heaviest report: Pre Use Inspection over the longest range allowed (3 years to today). */
async function reportRun(server: RunningProcess, token: string) {
  const today = new Date().toISOString().slice(0, 10);
  const started = performance.now();
  const report = fetch(`${server.url}/api/reports/pre_use_inspection`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ start_date: addDays(today, -3 * 365 + 1), end_date: today }),
  }).then(async (response) => {
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`The report answered ${response.status}`);
    return performance.now() - started;
  });
  const health = (await healthWhile(server, report)).sort((a, b) => a - b);
  return { reportMs: await report, healthMax: health.at(-1) ?? Number.NaN, healthP50: percentile(health, 0.5) };
}

/** Served answers and refusals by who refused, at `connections` for `duration` seconds. */
async function listLoad(server: RunningProcess, token: string, connections: number, duration: number) {
  const refusals = { eventLoopGuard: 0, admissionQueue: 0, other: 0 };
  const served: number[] = [];
  const instance = autocannon({
    url: server.url,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', path: '/api/vehicles/all_vehicles?page=1' }],
    setupClient: (client: Client) =>
      client.on('headers', ({ statusCode, headers }: { statusCode: number; headers: string[] }) => {
        if (statusCode !== 503) return;
        const at = headers.findIndex((name, index) => index % 2 === 0 && name.toLowerCase() === 'retry-after');
        const retryAfter = at >= 0 ? headers[at + 1] : undefined;
        if (retryAfter === '10') refusals.eventLoopGuard += 1;
        else if (retryAfter === '2') refusals.admissionQueue += 1;
        else refusals.other += 1;
      }),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status < 400) served.push(time);
  });
  const result = await instance;
  served.sort((a, b) => a - b);
  return { rps: served.length / result.duration, p95: percentile(served, 0.95), ...refusals };
}

const options = readBenchOptions([]);
const scale = Number(values.scale);
const connections = Number(values.connections);
const duration = Number(values.duration);
const database = await prepareDatabase(options, 'pglite', scale);
say(`\n== ${build} server on the PGlite bench database, scale ${scale}; load average ${loadAverage()}`);
const server = await startAppServer(database, port, { build });
try {
  await sleep(5_000);
  const idle = server.memory().rssMb;
  const token = await signIn(server);
  await reportRun(server, token); // warm-up: the first run also pays for loading the pages it reads
  const runs = [];
  for (let run = 0; run < 3; run += 1) runs.push(await reportRun(server, token));
  const loadDuringReports = loadAverage();
  await sleep(3_000);
  const lists = await listLoad(server, token, connections, duration);
  const loadDuringLists = loadAverage();
  const afterLoad = server.memory().rssMb;

  say(`\n### Embedded database on the server's thread or not (${new Date().toISOString().slice(0, 10)}, ${build})`);
  say(`\n| measure | figure | load average (1, 5, 15 min) |`);
  say(`| --- | --- | --- |`);
  say(
    `| Pre Use Inspection, 3 years: report time, median of 3 | ${median(runs.map((run) => run.reportMs)).toFixed(0)} ms (${runs.map((run) => run.reportMs.toFixed(0)).join(', ')}) | ${loadDuringReports} |`,
  );
  say(
    `| /api/health during that report: slowest answer, median of 3 | ${median(runs.map((run) => run.healthMax)).toFixed(0)} ms (${runs.map((run) => run.healthMax.toFixed(0)).join(', ')}) | ${loadDuringReports} |`,
  );
  say(
    `| /api/health during that report: median answer | ${median(runs.map((run) => run.healthP50)).toFixed(1)} ms | ${loadDuringReports} |`,
  );
  say(
    `| vehicles page 1 at ${connections} connections, ${duration} s: served per second, p95 | ${lists.rps.toFixed(0)}/s, ${lists.p95.toFixed(0)} ms | ${loadDuringLists} |`,
  );
  say(
    `| the same: refused by the event-loop guard / admission queue / other | ${lists.eventLoopGuard} / ${lists.admissionQueue} / ${lists.other} | ${loadDuringLists} |`,
  );
  say(
    `| RSS idle once started / after the reports and the load | ${idle.toFixed(0)} MB / ${afterLoad.toFixed(0)} MB | |`,
  );
} finally {
  await server.stop();
}
