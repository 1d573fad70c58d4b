import { createHash } from 'node:crypto';
import type { Renewal } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { listRenewals } from '../renewals/index.js';
import { isEventQueued, lockExpiringDocumentsRun, queueWebhookEvent, sendWebhooksSoon } from '../webhooks/index.js';

/** `document.expiring` goes out when a document has this many days left (the renewals' colours), most urgent first. */
const expiringThresholds = [0, 7, 30] as const;

/** A threshold crossed this many days ago is still announced (a server that was down catches up). */
const catchUpDays = 7;

/** The same document, due date and threshold always make the same event id (a UUID), so it is announced once. */
function expiringEventId(renewal: Renewal, threshold: number): string {
  const owner = renewal.record_id ?? renewal.vehicle_id ?? renewal.driver_id;
  const hex = createHash('sha256')
    .update(`document.expiring:${renewal.kind}:${owner}:${renewal.due_on}:${threshold}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The most urgent threshold the document has reached, if it reached it within the catch-up days. */
function reachedThreshold(renewal: Renewal): number | undefined {
  return expiringThresholds.find(
    (threshold) => renewal.days_left <= threshold && renewal.days_left > threshold - catchUpDays,
  );
}

/**
 * The daily run of `document.expiring` (the daily job calls it; service tasks are not documents),
 * with the jobs because it reads the renewals (a view) and queues webhooks (a record): a document reaching 30, 7 or 0 days left is announced once, however often this runs and on
 * however many instances (the run holds a lock and skips events already queued).
 * Returns how many documents were announced.
 */
export async function queueExpiringDocuments(context: AppContext): Promise<number> {
  const now = context.clock.now();
  const renewals = await listRenewals(context, { within_days: expiringThresholds[2] });
  const due = renewals.flatMap((renewal) => {
    const threshold = renewal.kind === 'service_task' ? undefined : reachedThreshold(renewal);
    return threshold === undefined ? [] : [{ renewal, eventId: expiringEventId(renewal, threshold) }];
  });
  if (due.length === 0) return 0;
  const announced = await context.db.transaction(async (transaction) => {
    await lockExpiringDocumentsRun(transaction);
    let count = 0;
    for (const { renewal, eventId } of due) {
      if (await isEventQueued(transaction, eventId)) continue;
      const { colour: _colour, ...data } = renewal;
      if ((await queueWebhookEvent(transaction, 'document.expiring', data, now, eventId)) > 0) count += 1;
    }
    return count;
  });
  if (announced > 0) sendWebhooksSoon(context);
  return announced;
}
