import type { FastifyPluginAsync } from 'fastify';
import { createScheduler } from './scheduler.js';

/** Scheduled jobs (issue 21): the daily digest on pg-boss (PostgreSQL) or croner (PGlite), and their status. */
export { refreshSchedules } from './scheduler.js';
export { runDigestJob } from './digest-job.js';
export { queueExpiringDocuments } from './expiring-documents.js';

/**
 * Starts the scheduler once the app is ready and stops it when the app closes, before the
 * database does. A scheduler that cannot start is logged and the app serves on without it.
 */
export const scheduledJobs: FastifyPluginAsync = async (app) => {
  const scheduler = createScheduler(app.context);
  app.addHook('onReady', async () => {
    try {
      await scheduler.start();
    } catch (error) {
      app.log.error({ err: error }, 'the job scheduler could not start: no daily digest until the next start');
      await scheduler.stop().catch(() => undefined);
    }
  });
  app.addHook('onClose', async () => scheduler.stop());
};
