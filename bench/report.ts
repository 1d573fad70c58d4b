import fs from 'node:fs';
import os from 'node:os';
import prettier from 'prettier';
import type { BenchDatabase } from './databases.js';
import type { LoadStats } from './load.js';
import type { EndpointPlan } from './plan.js';

export type EndpointResult = {
  name: string;
  kind: EndpointPlan['kind'];
  connections: number;
  app?: LoadStats;
  floor?: LoadStats;
  skipped?: string;
};

export type RunResult = {
  /** When this database was measured and the machine's load average then. */
  measuredAt: string;
  load: string;
  engine: BenchDatabase['engine'];
  scale: number;
  seed: BenchDatabase['seed'];
  endpoints: EndpointResult[];
  /** The app server's resident memory before the export runs and its peak during them, in MB. */
  exportMemory?: { idleMb: number; peakMb: number };
  /** PGlite: one endpoint past what the embedded database serves. */
  pressure?: PressureResult;
};

export type PressureResult = {
  endpoint: string;
  connections: number;
  timeout: number;
  duration: number;
  stats: LoadStats;
};

export type Machine = { cpus: string; memory: string; node: string; postgres: string; os: string; load: string };

export type BenchResults = {
  date: string;
  quick: boolean;
  duration: number;
  warmup: number;
  machine: Machine;
  runs: RunResult[];
};

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

export const timestamp = () => `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`;

export function describeMachine(postgres: string): Machine {
  const cpus = os.cpus();
  return {
    cpus: `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    node: process.version,
    postgres,
    os: `${os.type()} ${os.release()}`,
    load: loadAverage(),
  };
}

const engineNames = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;
const number = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
const ratio = (app: number | undefined, floor: number | undefined) =>
  app && floor ? `${(app / floor).toFixed(2)}×` : '–';
const flagged = (stats: LoadStats | undefined) => (stats && (stats.errors > 0 || stats.non2xx > 0) ? ' ⚠' : '');

function runTable(run: RunResult): string[] {
  const took =
    run.seed.seconds === undefined
      ? ''
      : ` in ${number(run.seed.seconds)} s, CPU ${number(run.seed.cpuSeconds)} s in the seed process`;
  const seed = `seeded${took}${run.seed.reused ? ', before this run' : ''}`;
  const lines = [
    `### ${engineNames[run.engine]}, scale ${run.scale} (${seed})`,
    '',
    `Measured ${run.measuredAt}, load average ${run.load} when it started.`,
    '',
    '| Endpoint | Conns | App req/s | App p50 ms | App p95 ms | App p99 ms | Floor req/s | Floor p95 ms | Throughput vs floor | p95 vs floor |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const row of run.endpoints) {
    if (row.skipped) {
      lines.push(`| ${row.name} | ${row.connections} | ${row.skipped} | | | | | | | |`);
      continue;
    }
    const { app, floor } = row;
    lines.push(
      `| ${row.name} | ${row.connections} | ${number(app?.rps)}${flagged(app)} | ${number(app?.p50)} | ${number(app?.p95)} | ${number(app?.p99)} | ${number(floor?.rps)}${flagged(floor)} | ${number(floor?.p95)} | ${ratio(floor?.rps, app?.rps)} | ${ratio(app?.p95, floor?.p95)} |`,
    );
  }
  const exports = run.endpoints.filter((row) => row.kind === 'export' && row.app);
  if (run.exportMemory && exports.length > 0) {
    const speeds = exports
      .map((row) => `${number(row.app!.megabytesPerSecond, 2)} MB/s at ${row.connections}`)
      .join(', ');
    lines.push(
      '',
      `Tracking CSV export: ${speeds} connections; server memory ${number(run.exportMemory.idleMb, 0)} MB before, peak ${number(run.exportMemory.peakMb, 0)} MB while exporting.`,
    );
  }
  return [...lines, ...pressureLines(run.pressure), ''];
}

/** The admission queue at work: refusals (503) where requests used to wait until they timed out. */
function pressureLines(pressure: RunResult['pressure']): string[] {
  if (!pressure) return [];
  const { stats } = pressure;
  const sent = stats.requests + stats.timeouts;
  const share = (count: number) => (sent ? `${((100 * count) / sent).toFixed(1)}%` : '–');
  return [
    '',
    `Past what it serves: ${pressure.endpoint} at ${pressure.connections} connections for ${pressure.duration} s, ${pressure.timeout} s client timeout.`,
    '',
    '| Answers | Served | 503 refused | Timeouts | Served p50 ms | Served p99 ms | p99 ms, all answers | Served req/s |',
    '| --: | --: | --: | --: | --: | --: | --: | --: |',
    `| ${stats.requests} | ${stats.served} | ${stats.refused503} (${share(stats.refused503)}) | ${stats.timeouts} (${share(stats.timeouts)}) | ${number(stats.p50)} | ${number(stats.p99)} | ${number(stats.p99All)} | ${number(stats.rps)} |`,
  ];
}

/** 'vehicles page 30 (last)' and 'vehicles page 3 (last)' are the same line across scales. */
const sameEndpoint = (name: string) => name.replace(/ \d+ \(last\)/, ' (last)');

function growthTable(runs: RunResult[]): string[] {
  const engines = [...new Set(runs.map((run) => run.engine))];
  const scales = [...new Set(runs.map((run) => run.scale))].sort((a, b) => a - b);
  if (scales.length < 2) return [];
  const [small, large] = [scales[0]!, scales[scales.length - 1]!];
  const lines = [
    `### How p95 grows from scale ${small} to ${large} (16 connections)`,
    '',
    `| Endpoint | ${engines.map((engine) => `${engineNames[engine]} s${small} | s${large} | growth`).join(' | ')} |`,
    `| --- | ${engines.map(() => '--: | --: | --:').join(' | ')} |`,
  ];
  const names = [...new Set(runs.flatMap((run) => run.endpoints.map((row) => sameEndpoint(row.name))))];
  for (const name of names) {
    const cells = engines.map((engine) => {
      const p95 = (scale: number) =>
        runs
          .find((run) => run.engine === engine && run.scale === scale)
          ?.endpoints.find((row) => row.connections === 16 && sameEndpoint(row.name) === name)?.app?.p95;
      const [before, after] = [p95(small), p95(large)];
      return `${number(before)} | ${number(after)} | ${ratio(after, before)}`;
    });
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  }
  return [...lines, ''];
}

/** The issue's aims for list endpoints on PostgreSQL at the largest scale: within 2x of the floor, p95 under 50 ms. */
function aimsTable(runs: RunResult[]): string[] {
  const largest = runs.filter((run) => run.engine === 'postgres').sort((a, b) => b.scale - a.scale)[0];
  if (!largest) return [];
  const at = (name: string, connections: number) =>
    largest.endpoints.find((row) => row.name === name && row.connections === connections);
  const names = [...new Set(largest.endpoints.filter((row) => row.kind === 'list').map((row) => row.name))];
  const lines = [
    `### The aims, PostgreSQL at scale ${largest.scale}: list endpoints within 2× of the floor, p95 under 50 ms`,
    '',
    '| Endpoint | vs floor, 1 conn | vs floor, 16 conns | p95, 1 conn | p95, 16 conns |',
    '| --- | --: | --: | --: | --: |',
  ];
  for (const name of names) {
    const [one, sixteen] = [at(name, 1), at(name, 16)];
    lines.push(
      `| ${name} | ${ratio(one?.floor?.rps, one?.app?.rps)} | ${ratio(sixteen?.floor?.rps, sixteen?.app?.rps)} | ${number(one?.app?.p95)} ms | ${number(sixteen?.app?.p95)} ms |`,
    );
  }
  return [...lines, ''];
}

export function renderResults(results: BenchResults): string {
  const { machine } = results;
  return [
    `Written ${results.date}; machine: ${machine.cpus}, ${machine.memory} RAM, ${machine.os}, Node ${machine.node}, ${machine.postgres}.`,
    `Each database's table says when it was measured and the load average then (the machine is shared: other engineers' test runs use the same two cores).`,
    `${results.duration} s of load per line after a ${results.warmup} s warm-up; autocannon runs on the same machine. ⚠ marks a run with errors or non-2xx answers.`,
    '',
    ...aimsTable(results.runs),
    ...growthTable(results.runs),
    ...results.runs.flatMap(runTable),
  ].join('\n');
}

const startMarker = '<!-- bench:results:start -->';
const endMarker = '<!-- bench:results:end -->';

/**
 * Puts the tables between the markers of the document, keeping the written text around them,
 * formatted as `npm run lint` expects.
 */
export async function writeResultsInto(file: string, markdown: string) {
  const current = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : `# Benchmarks\n\n${startMarker}\n${endMarker}\n`;
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start + startMarker.length)}\n\n${markdown}\n${current.slice(end)}`
      : `${current.trimEnd()}\n\n${startMarker}\n\n${markdown}\n${endMarker}\n`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}
