import { describe, expect, it } from 'vitest';
import type { LoadStats } from './load.js';
import { median, ratioCell, spread, summarize, widestSpread } from './repeats.js';

const run = (rps: number, p95: number, extra: Partial<LoadStats> = {}): LoadStats => ({
  requests: rps * 10,
  served: rps * 10,
  rps,
  p50: p95 / 2,
  p95,
  p99: p95 * 2,
  p99All: p95 * 2,
  mean: p95 / 2,
  errors: 0,
  non2xx: 0,
  refused503: 0,
  otherStatuses: {},
  timeouts: 0,
  megabytesPerSecond: rps / 100,
  ...extra,
});

describe('a line measured several times', () => {
  it('takes the middle value of an odd number of runs and the mean of the two middle ones otherwise', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNaN();
  });

  it('measures the spread as the fastest run over the slowest, less one', () => {
    expect(spread([40, 50, 44])).toBeCloseTo(0.25);
    expect(spread([12, 12, 12])).toBe(0);
    expect(spread([0, 0, 0])).toBe(0);
    expect(spread([0, 5, 6])).toBe(Number.POSITIVE_INFINITY);
  });

  it('reports the median of each figure, the total of each count, and the spread of req/s and p95', () => {
    const line = summarize([
      run(40, 30, { errors: 1, non2xx: 2, otherStatuses: { 503: 2 } }),
      run(50, 20),
      run(44, 24, { non2xx: 1, otherStatuses: { 503: 1 } }),
    ]);
    expect(line).toMatchObject({ runs: 3, rps: 44, p95: 24, p50: 12, served: 1340, errors: 1, non2xx: 3 });
    expect(line.otherStatuses).toEqual({ 503: 3 });
    expect(line.spread.rps).toBeCloseTo(0.25);
    expect(line.spread.p95).toBeCloseTo(0.5);
  });
});

describe('the ratio to the floor', () => {
  it('is printed when both sides spread no more than the threshold', () => {
    expect(widestSpread).toBe(0.25);
    expect(ratioCell(90, 60, [0.25, 0.1])).toBe('1.50×');
  });

  it('reads "spread too wide" when either side spreads more', () => {
    expect(ratioCell(90, 60, [0.02, 0.26])).toBe('spread too wide');
    expect(ratioCell(90, 60, [Number.POSITIVE_INFINITY, 0])).toBe('spread too wide');
  });

  it('is printed for results from before the repeats, which carry no spread', () => {
    expect(ratioCell(90, 60, [undefined, undefined])).toBe('1.50×');
  });

  it('reads "floor failed" when the floor answered errors, whatever its figures', () => {
    expect(ratioCell(90, 60, [0.02, 0.02], { floorFailed: true })).toBe('floor failed');
  });

  it('is a dash when a side served nothing', () => {
    expect(ratioCell(0, 60, [0, 0])).toBe('–');
    expect(ratioCell(90, Number.NaN, [0, 0])).toBe('–');
  });
});
