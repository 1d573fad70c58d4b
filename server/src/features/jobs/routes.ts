import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse, errorResponse, type ScheduledJob, scheduledJob } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { digestJobName } from './digest-job.js';
import { listJobStatuses } from './status-queries.js';

const refused = { 401: errorResponse, 403: errorResponse };

/** Every known job, with what it last did (nothing yet for a job that never ran), times in business time. */
async function readJobStatuses(context: AppContext): Promise<ScheduledJob[]> {
  const time = (value: Date | null) => (value ? context.clock.formatDateTime(value) : null);
  const rows = new Map((await listJobStatuses(context.db)).map((row) => [row.name, row]));
  const names = [...new Set([digestJobName, ...rows.keys()])].sort();
  return names.map((name) => {
    const row = rows.get(name);
    return {
      name,
      last_started_at: time(row?.lastStartedAt ?? null),
      last_finished_at: time(row?.lastFinishedAt ?? null),
      last_error: row?.lastError ?? null,
      next_run_at: time(row?.nextRunAt ?? null),
    };
  });
}

/** What the scheduled jobs did, for admins (whichever instance ran them). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/scheduled_jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Each scheduled job: last start, last finish, last error and next run (business time)',
        response: { 200: dataResponse(z.array(scheduledJob)), ...refused },
      },
    },
    async () => ({ data: await readJobStatuses(app.context), message: 'OK' }),
  );
};
