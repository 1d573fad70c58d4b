/**
 * `npm run bench`: seeds the bench databases (PostgreSQL and PGlite, scale 1 and 10), then for
 * each one measures the real server and the floor server with autocannon at 1 and 16
 * connections, each line several times, and writes the tables to docs/benchmarks.md (a quick run
 * to BENCH_RESULTS_DIR, test-results/bench by default).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Request } from 'autocannon';
import { floorDatabase, prepareDatabase, repositoryRoot, type BenchDatabase } from './databases.js';
import { measure, type LoadStats } from './load.js';
import { readBenchOptions, type BenchOptions } from './options.js';
import { capturePlan, type BenchRequest, type EndpointPlan, type Plan } from './plan.js';
import { summarize, tooWide, type RepeatedStats } from './repeats.js';
import { startAppServer, startFloorServer, type RunningProcess } from './processes.js';
import {
  describeMachine,
  loadAverage,
  renderResults,
  timestamp,
  writeResultsInto,
  type BenchResults,
  type EndpointResult,
  type PressureResult,
  type RunResult,
} from './report.js';

const say = (text: string) => process.stdout.write(`${text}\n`);

function appRequests(requests: BenchRequest[], token: string | undefined): Request[] {
  return requests.map((request) => ({
    method: request.method,
    path: request.path,
    ...(request.body ? { body: request.body } : {}),
    headers: {
      accept: 'application/json',
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  }));
}

function floorRequests(index: number, variants: number): Request[] {
  return Array.from({ length: variants }, (_, variant) => ({ method: 'GET', path: `/floor/${index}?v=${variant}` }));
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const result = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${result.rows[0]?.server_version ?? '?'}`;
  } catch {
    return 'PostgreSQL not reachable';
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A server under test and how to ask it for endpoint `index`. */
type Target = {
  label: 'app' | 'floor';
  server: RunningProcess;
  requestsFor: (index: number) => Request[];
  /** Called around the export runs, to follow the server's memory. */
  onExport?: (phase: 'before' | 'after') => void;
};

type Stats = Map<string, RepeatedStats>;

/** The line printed for a target once its runs are done: the median, each run's req/s, and what went wrong. */
function describeLine(target: Target, endpoint: EndpointPlan, connections: number, runs: LoadStats[]) {
  const result = summarize(runs);
  const statuses = Object.entries(result.otherStatuses).map(([status, count]) => `${count} × ${status}`);
  const problems =
    result.non2xx || result.errors
      ? `  (${result.non2xx} non-2xx: ${statuses.join(', ')}; ${result.errors} errors)`
      : '';
  const budget =
    endpoint.budgetMs && target.label === 'app' && connections === 1
      ? `  budget ${endpoint.budgetMs} ms: ${result.p95 <= endpoint.budgetMs ? 'within' : 'OVER'}`
      : '';
  const each =
    runs.length > 1
      ? `  (runs ${runs.map((run) => run.rps.toFixed(1)).join(', ')}; spread ${(100 * result.spread.rps).toFixed(0)}% · ${(100 * result.spread.p95).toFixed(0)}%${tooWide(result.spread.rps) || tooWide(result.spread.p95) ? ', too wide' : ''})`
      : '';
  say(
    `  ${target.label.padEnd(5)} ${endpoint.name.padEnd(30)} ${String(connections).padStart(2)} conns  ${result.rps.toFixed(1).padStart(8)} req/s  p95 ${result.p95.toFixed(1).padStart(7)} ms${each}${problems}${budget}`,
  );
  return result;
}

/**
 * Every endpoint at every concurrency against each target, line by line, each line `repeats`
 * times with the targets taking turns (app then floor, floor then app, ...), so the app and its
 * floor are measured seconds apart, under the same load from the rest of the machine (on a shared
 * machine, minutes apart was enough for the load to change several times over). A line's first
 * run follows a warm-up; the next ones find the server warm.
 */
async function measureAll(targets: Target[], plan: Plan, options: BenchOptions, stats: Stats) {
  for (const [index, endpoint] of plan.endpoints.entries()) {
    if (endpoint.skipped) continue;
    for (const connections of options.connections) {
      const runs = new Map<Target, LoadStats[]>(targets.map((target) => [target, []]));
      for (let repeat = 0; repeat < options.repeats; repeat += 1) {
        // Who goes first alternates: always second, the floor ran on the heels of the app's load
        // (its writes still being flushed and vacuumed, its queued requests just drained).
        for (const target of repeat % 2 === 0 ? targets : [...targets].reverse()) {
          if (endpoint.kind === 'export') target.onExport?.('before');
          const result = await measure({
            url: target.server.url,
            healthUrl: target.server.healthUrl,
            requests: target.requestsFor(index),
            connections,
            duration: options.duration,
            warmup: repeat === 0 ? options.warmup : 0,
          });
          if (endpoint.kind === 'export') target.onExport?.('after');
          runs.get(target)!.push(result);
        }
      }
      for (const target of targets) {
        stats.set(
          `${target.label}:${index}:${connections}`,
          describeLine(target, endpoint, connections, runs.get(target)!),
        );
        // Why a line failed, in the server's own words (the floor writes each different failure once).
        const errors = target.server.takeErrors().trim();
        if (errors) say(errors.replace(/^/gm, '        '));
      }
    }
  }
}

/** Waiting for a server to settle before each run (`load.ts`), about, on a quiet machine. */
const settleSeconds = 0.7;

/** What measuring a plan will take: its lines, their runs, warm-ups and settling. */
function expectedTime(plan: Plan, options: BenchOptions): string {
  const lines = plan.endpoints.filter((endpoint) => !endpoint.skipped).length * options.connections.length;
  const seconds = lines * 2 * (options.repeats * (options.duration + settleSeconds) + options.warmup);
  return `${lines} lines × 2 servers × ${options.repeats} runs of ${options.duration} s, about ${Math.ceil(seconds / 60)} min`;
}

/** PGlite only: one endpoint past what the embedded database serves (see `BenchOptions.pressure`). */
async function measurePressure(target: Target, plan: Plan, options: BenchOptions): Promise<PressureResult | undefined> {
  const index = plan.endpoints.findIndex((endpoint) => endpoint.name === options.pressure.endpoint);
  if (index < 0 || plan.endpoints[index]!.skipped) return undefined;
  const { connections, timeout, duration } = options.pressure;
  const stats = await measure({
    url: target.server.url,
    healthUrl: target.server.healthUrl,
    requests: target.requestsFor(index),
    connections,
    timeout,
    duration,
    warmup: options.warmup,
  });
  say(
    `  app   ${options.pressure.endpoint.padEnd(30)} ${connections} conns  served p99 ${stats.p99.toFixed(1)} ms, ${stats.refused503} × 503, ${stats.timeouts} timeouts`,
  );
  return { endpoint: options.pressure.endpoint, connections, timeout, duration, stats };
}

/**
 * One database: record the SQL, then load the app and the floor. Both servers run at once and
 * take turns line by line (the PGlite floor on a copy of the data folder, which is one process's).
 */
async function benchDatabase(
  database: BenchDatabase,
  options: BenchOptions,
): Promise<Omit<RunResult, 'measuredAt' | 'load'>> {
  const title = `${database.engine}, scale ${database.scale}`;
  say(`\n== ${title}: recording the SQL of each endpoint`);
  const plan = await capturePlan(database, options.only);
  say(`== ${title}: ${expectedTime(plan, options)}`);
  fs.mkdirSync(options.resultsDir, { recursive: true });
  const planFile = path.join(options.resultsDir, `plan-${database.engine}-s${database.scale}.json`);
  fs.writeFileSync(planFile, JSON.stringify(plan));

  let exportMemory: RunResult['exportMemory'];
  const appTarget = (server: RunningProcess): Target => ({
    label: 'app',
    server,
    requestsFor: (index) => {
      const endpoint = plan.endpoints[index]!;
      return appRequests(endpoint.requests, endpoint.kind === 'sign-in' ? undefined : plan.token);
    },
    onExport: (phase) => {
      if (phase === 'before' && !exportMemory) {
        exportMemory = { idleMb: server.memory().rssMb, peakMb: 0 };
        server.resetPeak();
      }
      if (phase === 'after' && exportMemory)
        exportMemory.peakMb = Math.max(exportMemory.peakMb, server.memory().peakMb);
    },
  });
  const floorTarget = (server: RunningProcess): Target => ({
    label: 'floor',
    server,
    requestsFor: (index) => floorRequests(index, plan.endpoints[index]!.requests.length),
  });
  const stats: Stats = new Map();
  let pressure: PressureResult | undefined;
  say(`== ${title}: the app and the floor, line by line`);
  const floorCopy = floorDatabase(database);
  const [app, floor] = await Promise.all([
    startAppServer(database, options.port),
    startFloorServer(floorCopy.database, planFile, options.floorPort),
  ]);
  try {
    await measureAll([appTarget(app), floorTarget(floor)], plan, options, stats);
    if (database.engine === 'pglite') pressure = await measurePressure(appTarget(app), plan, options);
  } finally {
    await Promise.all([app.stop(), floor.stop()]);
    floorCopy.remove();
  }

  const endpoints: EndpointResult[] = plan.endpoints.flatMap((endpoint, index) =>
    options.connections.map((connections) => ({
      name: endpoint.name,
      kind: endpoint.kind,
      connections,
      app: stats.get(`app:${index}:${connections}`),
      floor: stats.get(`floor:${index}:${connections}`),
      ...(endpoint.skipped ? { skipped: endpoint.skipped } : {}),
      ...(endpoint.budgetMs ? { budgetMs: endpoint.budgetMs } : {}),
    })),
  );
  return { engine: database.engine, scale: database.scale, seed: database.seed, endpoints, exportMemory, pressure };
}

const resultsFile = (options: BenchOptions) => path.join(options.resultsDir, 'results.json');

/** The last results, when merging: their runs of other databases are kept. */
function earlierResults(options: BenchOptions): BenchResults | undefined {
  if (!options.merge || !fs.existsSync(resultsFile(options))) return undefined;
  return JSON.parse(fs.readFileSync(resultsFile(options), 'utf8')) as BenchResults;
}

async function main() {
  const options = readBenchOptions();
  const machine = describeMachine(await postgresVersion(options.postgresUrl));
  const earlier = earlierResults(options);
  const results: BenchResults = {
    date: timestamp(),
    quick: options.quick,
    duration: options.duration,
    warmup: options.warmup,
    repeats: options.repeats,
    machine,
    runs: earlier?.runs ?? [],
  };
  fs.mkdirSync(options.resultsDir, { recursive: true });
  for (const scale of options.scales) {
    for (const engine of options.engines) {
      const database = await prepareDatabase(options, engine, scale);
      const started = { measuredAt: timestamp(), load: loadAverage() };
      const startedAt = Date.now();
      const run = { ...started, ...(await benchDatabase(database, options)) };
      say(`== ${engine}, scale ${scale}: done in ${((Date.now() - startedAt) / 60_000).toFixed(1)} min`);
      const others = results.runs.filter((entry) => entry.engine !== engine || entry.scale !== scale);
      results.runs = [...others, run].sort((a, b) => a.scale - b.scale || a.engine.localeCompare(b.engine));
      fs.writeFileSync(resultsFile(options), JSON.stringify(results, null, 2));
    }
  }
  const markdown = renderResults(results);
  const partial = options.quick || (options.only.length > 0 && !options.merge);
  const target = partial
    ? path.join(options.resultsDir, 'results.md')
    : path.join(repositoryRoot, 'docs', 'benchmarks.md');
  if (partial) fs.writeFileSync(target, `${markdown}\n`);
  else await writeResultsInto(target, markdown);
  say(`\n${markdown}\nWritten to ${path.relative(repositoryRoot, target)}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
