import { parseArgs } from 'node:util';

export type Engine = 'postgres' | 'pglite';

export type BenchOptions = {
  quick: boolean;
  engines: Engine[];
  scales: number[];
  /** Seconds of measured load per endpoint and concurrency (after a warm-up). */
  duration: number;
  warmup: number;
  connections: number[];
  /** Seed again even when a database of that scale is there already. */
  reseed: boolean;
  /** Endpoint names to run (all when empty). */
  only: string[];
  /** Put these runs into the last results (replacing the same database and scale) and write the document again. */
  merge: boolean;
  port: number;
  postgresUrl: string;
  dataDir: string;
  /**
   * One more line on PGlite: an endpoint at a concurrency beyond what the embedded database
   * serves, with a client's usual timeout, to see the admission queue refuse (503) instead of
   * letting requests time out.
   */
  pressure: { endpoint: string; connections: number; timeout: number; duration: number };
};

const usage = `Usage: npm run bench [-- --quick] [--engines postgres,pglite] [--scales 1,10] [--duration S] [--reseed] [--only name,...]

Seeds (once) and benchmarks the real server against a bare "floor" server running the same SQL.
  --quick      3 s per run, scale 1 only; results in test-results/bench/ (the full run also writes docs/benchmarks.md)
  --engines    which databases (default postgres,pglite)
  --scales     which fleet sizes (default 1,10)
  --duration   seconds per run (default 10, quick 3)
  --reseed     seed the bench databases again
  --only       endpoint names to run, e.g. --only "vehicles page 1,login"
  --connections  concurrencies to load each endpoint at (default 1,16,64)
  --merge      measure again only the given --engines/--scales, keep the last run's other
               databases (test-results/bench/results.json), and write the document again
Environment: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres; the bench creates
fleet_bench_s<scale> databases there and never touches others), BENCH_DATA_DIR for the PGlite copies.
`;

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function readBenchOptions(argv = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      engines: { type: 'string', default: 'postgres,pglite' },
      scales: { type: 'string' },
      duration: { type: 'string' },
      reseed: { type: 'boolean', default: false },
      only: { type: 'string', default: '' },
      connections: { type: 'string', default: '1,16,64' },
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
  if (
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
    duration: Number(values.duration ?? (values.quick ? 3 : 10)),
    warmup: values.quick ? 1 : 2,
    // One connection shows a request's own time; 16 and 64 how it holds up under concurrency.
    connections,
    reseed: values.reseed,
    only: list(values.only),
    merge: values.merge,
    port: Number(process.env.BENCH_PORT ?? 4410),
    postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/fleet-ops-bench',
    // Longer than the timeout even in a quick run, or a request that would time out is not seen at all.
    pressure: { endpoint: 'checklists, week + search', connections: 32, timeout: 10, duration: 20 },
  };
}
