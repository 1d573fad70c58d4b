import type { AppContext } from '../../app-context.js';
import { databaseEngine } from '../../db/client.js';
import { cronerScheduler } from './croner-scheduler.js';
import { startWebhookSender } from '../webhooks/index.js';

/**
 * Runs the scheduled jobs (today the daily digest). `start` plans them and catches up a run
 * missed while the server was down; `refresh` re-plans after a setting they follow changed;
 * `stop` waits for a run in progress, so the database closes after it.
 */
export type Scheduler = {
  start: () => Promise<void>;
  refresh: () => Promise<void>;
  stop: () => Promise<void>;
};

/** The running scheduler of each app (several apps share a test process). */
const running = new WeakMap<AppContext, Scheduler>();

/**
 * PostgreSQL's scheduler, pg-boss loaded as it is made: an embedded server never uses pg-boss,
 * which loaded at start held about 4 MB of its idle heap (issue 33).
 */
function lazyPgBossScheduler(context: AppContext): Scheduler {
  const made = import('./pg-boss-scheduler.js').then((module) => module.pgBossScheduler(context));
  return {
    start: async () => (await made).start(),
    refresh: async () => (await made).refresh(),
    stop: async () => (await made).stop(),
  };
}

/**
 * The daily jobs on the engine's scheduler, and the webhook sender (its own 15-second sweep on
 * every instance, which claims each delivery before sending it, on either engine).
 */
export function createScheduler(context: AppContext): Scheduler {
  const scheduler = databaseEngine(context.db) === 'pglite' ? cronerScheduler(context) : lazyPgBossScheduler(context);
  let stopWebhookSender: (() => Promise<void>) | undefined;
  return {
    async start() {
      running.set(context, scheduler);
      stopWebhookSender = startWebhookSender(context);
      await scheduler.start();
    },
    refresh: () => scheduler.refresh(),
    async stop() {
      running.delete(context);
      await stopWebhookSender?.();
      await scheduler.stop();
    },
  };
}

/**
 * After the digest time changed: re-plans the app's scheduler, if it runs one (tests mostly do
 * not). The setting is saved by then, so a scheduler failure is logged, never the caller's error.
 */
export async function refreshSchedules(context: AppContext): Promise<void> {
  try {
    await running.get(context)?.refresh();
  } catch (error) {
    context.logger.error({ err: error }, 'the job scheduler could not follow the new digest time');
  }
}
