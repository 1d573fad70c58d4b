import { Cron } from 'croner';
import type { AppContext } from '../../app-context.js';
import { digestCronPattern, runDigestJob } from './digest-job.js';
import type { Scheduler } from './scheduler.js';

/**
 * The embedded database's scheduler: croner, in process. A PGlite data folder has one server at a
 * time (its lock), so no queue has to share the work between instances, and a timer costs the
 * one-query-at-a-time database nothing between runs, where a queue would poll it. The timer is
 * unreferenced (it never keeps the process alive) and `protect` skips a tick while a run is on.
 */
export function cronerScheduler(context: AppContext): Scheduler {
  let job: Cron | undefined;
  let stopped = false;
  const running = new Set<Promise<void>>();

  /** A run whose failure is already logged and recorded by `runDigestJob`. */
  const run = () => {
    if (stopped) return Promise.resolve();
    const work = runDigestJob(context)
      .catch(() => undefined)
      .finally(() => running.delete(work));
    running.add(work);
    return work;
  };

  const plan = async () => {
    const pattern = await digestCronPattern(context);
    job?.stop();
    if (stopped) return;
    job = new Cron(pattern, { timezone: context.clock.timeZone, protect: true, unref: true }, () => run());
  };

  return {
    async start() {
      await plan();
      await run();
    },
    async refresh() {
      await plan();
      await run();
    },
    async stop() {
      stopped = true;
      job?.stop();
      await Promise.all(running);
    },
  };
}
