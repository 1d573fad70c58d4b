/**
 * At most `running` jobs at once and `waiting` more in line; a job beyond that is refused at once
 * (`run` answers `{ refused: true }`), so a burst of heavy requests gets a fast "busy" answer
 * instead of queueing without bound and eating memory.
 */
export type WorkLimit = {
  run: <T>(job: () => Promise<T>) => Promise<{ refused: true } | { refused: false; value: T }>;
  /** Jobs running and waiting now. */
  load: () => { running: number; waiting: number };
};

export function createWorkLimit(limits: { running: number; waiting: number }): WorkLimit {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(job) {
      if (running >= limits.running) {
        if (queue.length >= limits.waiting) return { refused: true };
        // The slot is handed over by `release`, so `running` stays the same.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return { refused: false, value: await job() };
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
