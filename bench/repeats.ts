import type { LoadStats } from './load.js';

/**
 * The widest spread (slowest run to fastest, max ÷ min − 1) a line's runs may have for its ratio
 * to the floor to be printed. Three-second lines on a busy machine gave ratios from 1.05× to 11×
 * for the same code; on a quiet machine repeated runs of a line stay within a few percent. Past
 * 25%, something else on the machine moved the figures more than the app's own layers can, and a
 * ratio would only report that noise.
 */
export const widestSpread = 0.25;

/** A line measured several times: each figure is the median of the runs, each count their total. */
export type RepeatedStats = LoadStats & {
  runs: number;
  /** max ÷ min − 1 of the runs' served req/s and of their p95 (0 for one run). */
  spread: { rps: number; p95: number };
};

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** max ÷ min − 1: 0 when the runs agree, Infinity when one served nothing and another did. */
export function spread(values: number[]): number {
  if (values.length === 0 || values.some(Number.isNaN)) return Number.NaN;
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (high === 0) return 0;
  return low === 0 ? Number.POSITIVE_INFINITY : high / low - 1;
}

const medianFields = ['rps', 'p50', 'p95', 'p99', 'p99All', 'mean', 'megabytesPerSecond'] as const;
const countFields = ['requests', 'served', 'errors', 'non2xx', 'refused503', 'timeouts'] as const;

export function summarize(runs: LoadStats[]): RepeatedStats {
  const otherStatuses: Record<number, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.otherStatuses)) {
      otherStatuses[Number(status)] = (otherStatuses[Number(status)] ?? 0) + count;
    }
  }
  const medians = Object.fromEntries(medianFields.map((field) => [field, median(runs.map((run) => run[field]))]));
  const counts = Object.fromEntries(
    countFields.map((field) => [field, runs.reduce((sum, run) => sum + run[field], 0)]),
  );
  return {
    ...(medians as Pick<LoadStats, (typeof medianFields)[number]>),
    ...(counts as Pick<LoadStats, (typeof countFields)[number]>),
    otherStatuses,
    runs: runs.length,
    spread: { rps: spread(runs.map((run) => run.rps)), p95: spread(runs.map((run) => run.p95)) },
  };
}

/** Too noisy to compare: a run that measured several times and whose runs disagree by more than `widestSpread`. */
export const tooWide = (value: number | undefined) => value !== undefined && !(value <= widestSpread);

/**
 * `numerator ÷ denominator` as a ratio cell, or "spread too wide" when either side's runs
 * disagree too much for the ratio to say anything (results without spreads, from before the
 * repeats, print their ratio), or "floor failed" when the floor answered errors: it then did
 * less than the app's work, and its figures bound nothing (the app's 503s are its admission
 * queue at work, measured as such).
 */
export function ratioCell(
  numerator: number | undefined,
  denominator: number | undefined,
  spreads: (number | undefined)[],
  { floorFailed = false } = {},
): string {
  if (floorFailed) return 'floor failed';
  if (!numerator || !denominator) return '–';
  if (spreads.some(tooWide)) return 'spread too wide';
  return `${(numerator / denominator).toFixed(2)}×`;
}
