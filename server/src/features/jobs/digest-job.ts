import type { AppContext } from '../../app-context.js';
import { nextDigestMoment, sendDueDigests } from '../digest/index.js';
import { readSiteSettings } from '../settings/index.js';
import { queueExpiringDocuments } from './expiring-documents.js';
import { recordJobStatus } from './status-queries.js';

/** The job's name in `scheduled_jobs` and its pg-boss queue. */
export const digestJobName = 'daily-digest';

/** The digest's cron pattern: its minute and hour every day, read in the business timezone. */
export async function digestCronPattern(context: AppContext): Promise<string> {
  const { digest_time } = await readSiteSettings(context.db);
  const [hours, minutes] = digest_time.split(':').map(Number);
  return `${minutes} ${hours} * * *`;
}

/**
 * One run of the digest, and the day's `document.expiring` webhook events, with what admins see
 * of it: when it started and finished, its error (cleared by a run that succeeds) and the next
 * digest time. Rethrows, so a job queue retries (both are safe to run again).
 */
export async function runDigestJob(context: AppContext): Promise<void> {
  const { db, clock, logger } = context;
  const startedAt = clock.now();
  await recordJobStatus(db, digestJobName, { lastStartedAt: startedAt }, startedAt);
  let failure: Error | undefined;
  try {
    const sent = await sendDueDigests(context);
    if (sent > 0) logger.info({ sent }, 'daily digest sent');
    const expiring = await queueExpiringDocuments(context);
    if (expiring > 0) logger.info({ expiring }, 'expiring documents sent to webhooks');
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    logger.error({ err: error }, 'daily digest failed');
  }
  const finishedAt = clock.now();
  await recordJobStatus(
    db,
    digestJobName,
    { lastFinishedAt: finishedAt, lastError: failure?.message ?? null, nextRunAt: await nextDigestMoment(context) },
    finishedAt,
  );
  if (failure) throw failure;
}
