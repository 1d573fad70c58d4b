import fs from 'node:fs';
import os from 'node:os';
import prettier from 'prettier';
import type { BenchDatabase } from './databases.js';
import type { LoadStats } from './load.js';
import type { EndpointPlan } from './plan.js';
import { ratioCell, widestSpread, type RepeatedStats } from './repeats.js';

/** A line's figures: the median of its runs, with their spread (results from before the repeats have none). */
export type LineStats = LoadStats & Partial<Pick<RepeatedStats, 'runs' | 'spread'>>;

export type EndpointResult = {
  name: string;
  kind: EndpointPlan['kind'];
  connections: number;
  app?: LineStats;
  floor?: LineStats;
  skipped?: string;
  /** The p95 a person may wait at one connection (`EndpointPlan.budgetMs`). */
  budgetMs?: number;
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
  /** Runs of each line; its figures are their medians (one run before 2026-11-29). */
  repeats?: number;
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
// A run with no answers has NaN figures, which results.json (and so --merge) reads back as null.
const number = (value: number | null | undefined, digits = 1) =>
  typeof value !== 'number' || Number.isNaN(value) ? '–' : value.toFixed(digits);
const percent = (value: number) => (Number.isFinite(value) ? `${Math.round(value * 100)}%` : '∞');
/** The runs' spread of req/s and of p95, e.g. "4% · 12%"; nothing for a single run. */
const spreadCell = (stats: LineStats | undefined) =>
  stats?.spread && (stats.runs ?? 1) > 1 ? `${percent(stats.spread.rps)} · ${percent(stats.spread.p95)}` : '';
const failed = (stats: LoadStats | undefined) => Boolean(stats && (stats.errors > 0 || stats.non2xx > 0));
const flagged = (stats: LoadStats | undefined) => (failed(stats) ? ' ⚠' : '');

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
    '| Endpoint | Conns | App req/s | App p50 ms | App p95 ms | App p99 ms | App spread | Floor req/s | Floor p95 ms | Floor spread | Throughput vs floor | p95 vs floor |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const row of run.endpoints) {
    if (row.skipped) {
      lines.push(`| ${row.name} | ${row.connections} | ${row.skipped} | | | | | | | | | |`);
      continue;
    }
    const { app, floor } = row;
    const floorFailed = failed(floor);
    lines.push(
      `| ${row.name} | ${row.connections} | ${number(app?.rps)}${flagged(app)} | ${number(app?.p50)} | ${number(app?.p95)} | ${number(app?.p99)} | ${spreadCell(app)} | ${number(floor?.rps)}${flagged(floor)} | ${number(floor?.p95)} | ${spreadCell(floor)} | ${ratioCell(floor?.rps, app?.rps, [app?.spread?.rps, floor?.spread?.rps], { floorFailed })} | ${ratioCell(app?.p95, floor?.p95, [app?.spread?.p95, floor?.spread?.p95], { floorFailed })} |`,
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
  return [...lines, ...budgetLines(run), ...pressureLines(run.pressure), ''];
}

/** Issue 35's budgets: each one's p95 at one connection, a person waiting on a screen, beside its budget. */
function budgetLines(run: RunResult): string[] {
  const budgeted = run.endpoints.filter((row) => row.budgetMs && row.connections === 1 && row.app);
  if (budgeted.length === 0) return [];
  return [
    '',
    'Budgets (issue 35): the p95 of one person at a time.',
    '',
    '| Endpoint | Budget ms | App p50 ms | App p95 ms | Within |',
    '| --- | --: | --: | --: | --- |',
    ...budgeted.map(
      (row) =>
        `| ${row.name} | ${row.budgetMs} | ${number(row.app!.p50)} | ${number(row.app!.p95)} | ${row.app!.p95 <= row.budgetMs! ? 'yes' : '**no**'}${flagged(row.app)} |`,
    ),
  ];
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

/**
 * How each call's p95 grows with the fleet, one table per engine and concurrency: p95 at every
 * scale measured, the growth from each scale to the next, and the app's p95 over its floor's at
 * each scale (issue 22's goals: within 1.5× from scale 1 to 10, and within 1.5× of the floor).
 */
function growthTables(runs: RunResult[]): string[] {
  const lines: string[] = [];
  for (const engine of [...new Set(runs.map((run) => run.engine))]) {
    const scales = [...new Set(runs.filter((run) => run.engine === engine).map((run) => run.scale))].sort(
      (a, b) => a - b,
    );
    if (scales.length < 2) continue;
    const steps = scales.slice(1).map((scale, index) => [scales[index]!, scale] as const);
    const names = [
      ...new Set(
        runs
          .filter((run) => run.engine === engine)
          .flatMap((run) => run.endpoints.map((row) => sameEndpoint(row.name))),
      ),
    ];
    for (const connections of [1, 16]) {
      const row = (name: string, scale: number) =>
        runs
          .find((run) => run.engine === engine && run.scale === scale)
          ?.endpoints.find((entry) => entry.connections === connections && sameEndpoint(entry.name) === name);
      const plural = connections === 1 ? 'connection' : 'connections';
      lines.push(
        `### ${engineNames[engine]}: how p95 grows with the fleet, ${connections} ${plural}`,
        '',
        `| Endpoint | ${scales.map((scale) => `p95 s${scale} ms`).join(' | ')} | ${steps.map(([from, to]) => `growth ${from} → ${to}`).join(' | ')} | ${scales.map((scale) => `vs floor s${scale}`).join(' | ')} |`,
        `| --- | ${[...scales, ...steps, ...scales].map(() => '--:').join(' | ')} |`,
      );
      for (const name of names) {
        const p95 = (scale: number) => row(name, scale)?.app?.p95;
        const p95Spread = (scale: number, side: 'app' | 'floor') => row(name, scale)?.[side]?.spread?.p95;
        const cells = [
          ...scales.map((scale) => number(p95(scale))),
          ...steps.map(([from, to]) => ratioCell(p95(to), p95(from), [p95Spread(to, 'app'), p95Spread(from, 'app')])),
          ...scales.map((scale) =>
            ratioCell(p95(scale), row(name, scale)?.floor?.p95, [p95Spread(scale, 'app'), p95Spread(scale, 'floor')], {
              floorFailed: failed(row(name, scale)?.floor),
            }),
          ),
        ];
        lines.push(`| ${name} | ${cells.join(' | ')} |`);
      }
      lines.push('');
    }
  }
  return lines;
}

/** How each line was measured: its runs, their length, and when a ratio is withheld. */
function runsText(results: BenchResults): string {
  const repeats = results.repeats ?? 1;
  const warmup = `after a ${results.warmup} s warm-up`;
  if (repeats === 1) return `${results.duration} s of load per line ${warmup}`;
  return `Each line is the median of ${repeats} runs of ${results.duration} s of load, the app's and the floor's taking turns (each first in turn), ${warmup}; "spread" is the runs' max ÷ min − 1 of req/s · of p95, and a ratio whose sides spread more than ${percent(widestSpread)} reads "spread too wide"`;
}

export function renderResults(results: BenchResults): string {
  const { machine } = results;
  return [
    `Written ${results.date}; machine: ${machine.cpus}, ${machine.memory} RAM, ${machine.os}, Node ${machine.node}, ${machine.postgres}.`,
    `Each database's table says when it was measured and the load average then (the machine is shared: other engineers' test runs use the same two cores).`,
    `${runsText(results)}; autocannon runs on the same machine. ⚠ marks a run with errors or non-2xx answers; a floor with any reads "floor failed" in place of its ratios.`,
    '',
    ...growthTables(results.runs),
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
