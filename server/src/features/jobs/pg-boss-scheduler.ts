import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { AppContext } from '../../app-context.js';
import { digestCronPattern, digestJobName, runDigestJob } from './digest-job.js';
import type { Scheduler } from './scheduler.js';

/** How long a stop waits for a digest run in progress before pg-boss gives up on it. */
const stopTimeoutMs = 5_000;

/**
 * PostgreSQL's scheduler: pg-boss 10, through the app's own connection pool (its `db` adapter,
 * so no second pool and no connection string to configure). The cron schedule lives in the
 * database: every instance shares it and pg-boss sends each tick once; the queue's `singleton`
 * policy runs one digest at a time; and the delivery rows' unique key makes a race harmless.
 */
export function pgBossScheduler(context: AppContext): Scheduler {
  const pool = (context.db as unknown as { $client: pg.Pool }).$client;
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) } });
  boss.on('error', (error) => context.logger.error({ err: error }, 'job queue error'));

  const catchUp = () => runDigestJob(context).catch(() => undefined);

  const schedule = async () => {
    await boss.schedule(digestJobName, await digestCronPattern(context), undefined, { tz: context.clock.timeZone });
  };

  return {
    async start() {
      await boss.start();
      await boss.createQueue(digestJobName, {
        name: digestJobName,
        policy: 'singleton',
        retryLimit: 2,
        retryDelay: 60,
      });
      await boss.work(digestJobName, { pollingIntervalSeconds: 5 }, () => runDigestJob(context));
      await schedule();
      await catchUp();
    },
    async refresh() {
      await schedule();
      await catchUp();
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: stopTimeoutMs });
    },
  };
}
