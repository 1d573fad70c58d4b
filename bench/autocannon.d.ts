/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Request = { method?: string; path?: string; body?: string; headers?: Record<string, string> };

  export type Client = EventEmitter & { setRequests: (requests: Request[]) => void };

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
    headers?: Record<string, string>;
    setupClient?: (client: Client) => void;
  };

  export type Histogram = { average: number; p50: number; p99: number; max: number };

  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  export type Instance = EventEmitter & PromiseLike<Result> & { stop: () => void };

  export default function autocannon(options: Options): Instance;
}
