/**
 * A semaphore with a bounded, time-limited FIFO of waiters, apart from Fastify (the plugin is
 * `plugins/admission-queue.ts`). A request is admitted while fewer than `maxInFlight` run; else
 * it waits its turn, unless the queue holds `maxQueued` already or its expected wait is over
 * `maxWaitMs`: then it is refused at once. One that still waits `maxWaitMs` is refused then:
 * service times change (a heavier request, a busy machine), and a client told "busy, retry"
 * after a few seconds is better off than one answered after its own timeout.
 *
 * The expected wait is what the requests ahead of it and itself usually hold a slot, shared by
 * `maxInFlight`. "Usually" is per kind of request (the plugin passes the route): the median of
 * that kind's recent service times; a kind not seen yet counts nothing (it is queued, and still
 * refused once it has waited `maxWaitMs`); no kind given, the median of all. One time for all
 * made one 3-year report (2 s) say every list takes 2 s, and the queue refused hundreds of 50 ms
 * lists right after it (bench:embedded-blocking, 2026-11-29).
 */

export type AdmissionLimits = { maxInFlight: number; maxQueued: number; maxWaitMs: number };

export type AdmissionQueue = {
  /**
   * Resolves with a release function when the request may run, or undefined when it is refused
   * or `gone` aborts while it waits (its client hung up: it leaves the queue at once). `kind`
   * groups requests that take about as long (a route).
   */
  admit: (gone?: AbortSignal, kind?: string) => Promise<(() => void) | undefined>;
  /** `serviceMs`: the median recent service time of all kinds. */
  state: () => { inFlight: number; queued: number; serviceMs: number };
};

type Waiter = { expectedMs: number; admit: () => void; leave: () => void };

/** How many recent service times a median is taken over: a lasting change moves it within ~8 requests. */
const recentCount = 15;

/** The last `recentCount` values added, and their median. */
function recentTimes() {
  const values: number[] = [];
  return {
    add(value: number) {
      values.push(value);
      if (values.length > recentCount) values.shift();
    },
    median(): number | undefined {
      if (values.length === 0) return undefined;
      return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    },
  };
}

export function createAdmissionQueue(limits: AdmissionLimits, now: () => number = performance.now.bind(performance)) {
  let inFlight = 0;
  const allKinds = recentTimes();
  const byKind = new Map<string, ReturnType<typeof recentTimes>>();
  const waiting: Waiter[] = [];

  const usualMs = (kind: string | undefined) =>
    (kind === undefined ? allKinds.median() : byKind.get(kind)?.median()) ?? 0;

  /** Frees the slot, once: to the first waiter (the slot passes on), or back to the pool. */
  function releaser(admittedAt: number, kind: string | undefined) {
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const heldMs = now() - admittedAt;
      allKinds.add(heldMs);
      if (kind !== undefined) {
        if (!byKind.has(kind)) byKind.set(kind, recentTimes());
        byKind.get(kind)!.add(heldMs);
      }
      const next = waiting.shift();
      if (next) next.admit();
      else inFlight -= 1;
    };
  }

  const expectedWaitMs = (ownMs: number) =>
    (waiting.reduce((sum, waiter) => sum + waiter.expectedMs, 0) + ownMs) / limits.maxInFlight;

  const queue: AdmissionQueue = {
    admit: (gone, kind) => {
      if (inFlight < limits.maxInFlight) {
        inFlight += 1;
        return Promise.resolve(releaser(now(), kind));
      }
      const expectedMs = usualMs(kind);
      if (waiting.length >= limits.maxQueued || expectedWaitMs(expectedMs) > limits.maxWaitMs)
        return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const timer = setTimeout(() => waiter.leave(), limits.maxWaitMs);
        const waiter: Waiter = {
          expectedMs,
          admit: () => {
            clearTimeout(timer);
            gone?.removeEventListener('abort', waiter.leave);
            resolve(releaser(now(), kind));
          },
          leave: () => {
            clearTimeout(timer);
            gone?.removeEventListener('abort', waiter.leave);
            const index = waiting.indexOf(waiter);
            if (index >= 0) waiting.splice(index, 1);
            resolve(undefined);
          },
        };
        gone?.addEventListener('abort', waiter.leave, { once: true });
        waiting.push(waiter);
      });
    },
    state: () => ({ inFlight, queued: waiting.length, serviceMs: Math.round(allKinds.median() ?? 0) }),
  };
  return queue;
}
