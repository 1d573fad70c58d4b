import path from 'node:path';
import { parseArgs } from 'node:util';

export type Engine = 'postgres' | 'pglite';

export type BenchOptions = {
  quick: boolean;
  engines: Engine[];
  scales: number[];
  /** Seconds of measured load per run (after a warm-up of `warmup` s before a line's first run). */
  duration: number;
  warmup: number;
  /** Runs of each line and server; the tables show their median and spread. */
  repeats: number;
  connections: number[];
  /** Seed again even when a database of that scale is there already. */
  reseed: boolean;
  /** Endpoint names to run (all when empty). */
  only: string[];
  /** Put these runs into the last results (replacing the same database and scale) and write the document again. */
  merge: boolean;
  port: number;
  /** The floor server's port (the app's plus one unless BENCH_FLOOR_PORT says). */
  floorPort: number;
  postgresUrl: string;
  dataDir: string;
  /** Plans, results.json and a partial run's results.md: one folder per person on a shared machine. */
  resultsDir: string;
  /**
   * One more line on PGlite: an endpoint at a concurrency beyond what the embedded database
   * serves, with a client's usual timeout, to see the admission queue refuse (503) instead of
   * letting requests time out.
   */
  pressure: { endpoint: string; connections: number; timeout: number; duration: number };
};

/**
 * Seconds per run in a full run: at least 10 s a line (issue 33), as 3- and 4-second runs on a
 * busy machine moved a ratio more than the app's layers can. Three runs of 10 s give each line 30 s
 * of load per server; a scale-1 run of both engines at 1 and 16 connections (14 endpoints: 112
 * lines of app and floor, 336 runs) takes about an hour (bench/README.md).
 */
const defaultDuration = 10;

const usage = `Usage: npm run bench [-- --quick] [--engines postgres,pglite] [--scales 1,10] [--duration S] [--repeats N] [--reseed] [--only name,...]

Seeds (once) and benchmarks the real server against a bare "floor" server running the same SQL.
  --quick      one 3 s run per line, scale 1 only; results in BENCH_RESULTS_DIR (the full run also writes docs/benchmarks.md)
  --engines    which databases (default postgres,pglite)
  --scales     which fleet sizes (default 1,10)
  --duration   seconds per run (default ${defaultDuration}, quick 3)
  --repeats    runs per line and server, reported as their median and spread (default 3, quick 1)
  --reseed     seed the bench databases again
  --only       endpoint names to run, each its exact name or the start of names, comma-separated
               (a comma then a space is part of a name), e.g. --only "vehicles page 1,login,create checklist, an issue"
  --connections  concurrencies to load each endpoint at (default 1,16)
  --merge      measure again only the given --engines/--scales, keep the last run's other
               databases (results.json in BENCH_RESULTS_DIR), and write the document again
Environment: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; the bench creates
fleet_bench_s<scale> databases there and never touches others; BENCH_DATABASE_PREFIX replaces fleet_bench,
BENCH_DATABASE_SUFFIX is added after), BENCH_DATA_DIR for the PGlite copies,
BENCH_PORT (default 4410) for the app and BENCH_FLOOR_PORT (default BENCH_PORT + 1) for the floor,
BENCH_RESULTS_DIR (default test-results/bench) for the plans and results.
`;

/** Comma-separated values; `names` keeps a comma followed by a space inside a value (endpoint names have them). */
const list = (text: string, { names = false } = {}) =>
  text
    .split(names ? /,(?! )/ : ',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The endpoints `--only` names: each given name picks the endpoint of that exact name, or else
 * every endpoint whose name starts with it ("create checklist" alone, "trackings" both weeks).
 */
export function selectedEndpoints(names: string[], only: string[]): string[] {
  if (only.length === 0) return names;
  const picked = new Set(
    only.flatMap((given) => (names.includes(given) ? [given] : names.filter((name) => name.startsWith(given)))),
  );
  return names.filter((name) => picked.has(name));
}

export function readBenchOptions(argv = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      engines: { type: 'string', default: 'postgres,pglite' },
      scales: { type: 'string' },
      duration: { type: 'string' },
      repeats: { type: 'string' },
      reseed: { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
      connections: { type: 'string', default: '1,16' },
      merge: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    process.exit(0);
  }
  const engines = list(values.engines).filter(
    (engine): engine is Engine => engine === 'postgres' || engine === 'pglite',
  );
  const scales = list(values.scales ?? (values.quick ? '1' : '1,10')).map(Number);
  const connections = list(values.connections).map(Number);
  const duration = Number(values.duration ?? (values.quick ? 3 : defaultDuration));
  const repeats = Number(values.repeats ?? (values.quick ? 1 : 3));
  if (
    !(duration > 0) ||
    !Number.isInteger(repeats) ||
    repeats < 1 ||
    engines.length === 0 ||
    scales.some((scale) => !(scale > 0)) ||
    connections.length === 0 ||
    connections.some((count) => !Number.isInteger(count) || count < 1)
  ) {
    process.stdout.write(usage);
    process.exit(1);
  }
  return {
    quick: values.quick,
    engines,
    scales,
    duration,
    // Before a line's first run only: the next ones find the server warm, and a first run still
    // slower than the others is the one the median leaves out.
    warmup: 1,
    repeats,
    // One connection shows a request's own time, 16 how it holds up under concurrency (64 on request).
    connections,
    reseed: values.reseed,
    only: list(values.only, { names: true }),
    merge: values.merge,
    port: Number(process.env.BENCH_PORT ?? 4410),
    floorPort: Number(process.env.BENCH_FLOOR_PORT ?? Number(process.env.BENCH_PORT ?? 4410) + 1),
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/fleet-ops-bench',
    resultsDir: process.env.BENCH_RESULTS_DIR ?? path.resolve(import.meta.dirname, '..', 'test-results', 'bench'),
    // Longer than the timeout even in a quick run, or a request that would time out is not seen at all.
    pressure: { endpoint: 'checklists, week + search', connections: 32, timeout: 10, duration: 20 },
  };
}
