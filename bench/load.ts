import autocannon, { type Request } from 'autocannon';

export type LoadStats = {
  /** Answers received, and those that served the request (not a refusal or an error). */
  requests: number;
  served: number;
  /** Served answers per second. */
  rps: number;
  /**
   * Milliseconds, from every served answer's own time (autocannon's histogram has no p95): a fast
   * 503 must not make the latency of the requests that were served look better.
   */
  p50: number;
  p95: number;
  p99: number;
  /** p99 of every answer, refusals included. */
  p99All: number;
  mean: number;
  /** Failed connections and non-2xx answers: a run with either is not a clean measure. */
  errors: number;
  non2xx: number;
  /** Answers refused with 503 (the embedded database's admission queue was full). */
  refused503: number;
  /** How many answers came with each status that is not 2xx, to tell what a ⚠ line met. */
  otherStatuses: Record<number, number>;
  /** Requests with no answer within the run's timeout. */
  timeouts: number;
  megabytesPerSecond: number;
};

export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

export type LoadRun = {
  url: string;
  /** Answered without touching the database or the password hasher. */
  healthUrl: string;
  requests: Request[];
  connections: number;
  duration: number;
  warmup: number;
  /** Seconds before a request counts as timed out (default 30). */
  timeout?: number;
};

/** Each connection starts at a different variant, so writes spread over the vehicles at once. */
function clientSetup(requests: Request[]) {
  let clients = 0;
  return (client: { setRequests: (requests: Request[]) => void }) => {
    const offset = (clients * 7) % requests.length;
    clients += 1;
    client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
  };
}

/**
 * Waits until the server answers its health check promptly again: requests still queued from the
 * previous run (autocannon stops sending, the server keeps working) must not count against the next.
 */
async function settle(healthUrl: string) {
  const deadline = Date.now() + 180_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = Date.now();
    await fetch(healthUrl).catch(() => undefined);
    quick = Date.now() - started < 100 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A warm-up, then `duration` seconds of load at `connections` concurrent connections. */
export async function measure(run: LoadRun): Promise<LoadStats> {
  await settle(run.healthUrl);
  const base = { url: run.url, connections: run.connections, timeout: run.timeout ?? 30 };
  if (run.warmup > 0) {
    await autocannon({ ...base, duration: run.warmup, requests: run.requests, setupClient: clientSetup(run.requests) });
  }
  const latencies: number[] = [];
  const instance = autocannon({
    ...base,
    duration: run.duration,
    requests: run.requests,
    setupClient: clientSetup(run.requests),
  });
  let refused503 = 0;
  const otherStatuses: Record<number, number> = {};
  const served: number[] = [];
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    latencies.push(time);
    if (status === 503) refused503 += 1;
    if (status >= 300) otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
    if (status < 400) served.push(time);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  served.sort((a, b) => a - b);
  const total = served.reduce((sum, value) => sum + value, 0);
  return {
    requests: latencies.length,
    served: served.length,
    rps: served.length / result.duration,
    p50: percentile(served, 0.5),
    p95: percentile(served, 0.95),
    p99: percentile(served, 0.99),
    p99All: percentile(latencies, 0.99),
    mean: served.length ? total / served.length : Number.NaN,
    errors: result.errors,
    non2xx: result.non2xx,
    refused503,
    otherStatuses,
    timeouts: result.timeouts,
    megabytesPerSecond: result.throughput.average / 1_000_000,
  };
}
