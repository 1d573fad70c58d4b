/**
 * A semaphore with a bounded, time-limited FIFO of waiters, apart from Fastify (the plugin is
 * `plugins/admission-queue.ts`). A request is admitted while fewer than `maxInFlight` run; else
 * it waits its turn, unless the queue holds `maxQueued` already or its expected wait (the queue
 * ahead of it times the recent time a request holds a slot, shared by `maxInFlight`) is over
 * `maxWaitMs`: then it is refused at once. One that still waits `maxWaitMs` is refused then:
 * service times change (a heavier request, a busy machine), and a client told "busy, retry"
 * after a few seconds is better off than one answered after its own timeout.
 */

export type AdmissionLimits = { maxInFlight: number; maxQueued: number; maxWaitMs: number };

export type AdmissionQueue = {
  /**
   * Resolves with a release function when the request may run, or undefined when it is refused
   * or `gone` aborts while it waits (its client hung up: it leaves the queue at once).
   */
  admit: (gone?: AbortSignal) => Promise<(() => void) | undefined>;
  state: () => { inFlight: number; queued: number; serviceMs: number };
};

type Waiter = { admit: () => void; leave: () => void };

/** Weight of the newest service time in the running average: follows a change within ~10 requests. */
const smoothing = 0.2;

export function createAdmissionQueue(limits: AdmissionLimits, now: () => number = performance.now.bind(performance)) {
  let inFlight = 0;
  let serviceMs = 0;
  const waiting: Waiter[] = [];

  /** Frees the slot, once: to the first waiter (the slot passes on), or back to the pool. */
  function releaser(admittedAt: number) {
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      serviceMs += smoothing * (now() - admittedAt - serviceMs);
      const next = waiting.shift();
      if (next) next.admit();
      else inFlight -= 1;
    };
  }

  const expectedWaitMs = () => ((waiting.length + 1) * serviceMs) / limits.maxInFlight;

  const queue: AdmissionQueue = {
    admit: (gone) => {
      if (inFlight < limits.maxInFlight) {
        inFlight += 1;
        return Promise.resolve(releaser(now()));
      }
      if (waiting.length >= limits.maxQueued || expectedWaitMs() > limits.maxWaitMs) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const timer = setTimeout(() => waiter.leave(), limits.maxWaitMs);
        const waiter: Waiter = {
          admit: () => {
            clearTimeout(timer);
            gone?.removeEventListener('abort', waiter.leave);
            resolve(releaser(now()));
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
    state: () => ({ inFlight, queued: waiting.length, serviceMs: Math.round(serviceMs) }),
  };
  return queue;
}
