import { checklistFormData } from '../api/checklist-form-data';
import { offlineDatabase, type QueuedChecklist } from './offline-db';
import { fileOf } from './stored-file';
import { announceOutboxChange, outboxChannelName } from './outbox-names';

type SendResult =
  | { outcome: 'sent' }
  | { outcome: 'refused'; message: string; errors?: Record<string, string[]> }
  | { outcome: 'unreachable'; status: number };

/** No answer, a server or proxy in trouble, or "slow down": worth trying again later as is. */
const tryAgainLater = (status: number) =>
  status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

/**
 * Sends one queued checklist with its own request id, so a checklist whose first answer was lost
 * is answered with the stored one instead of being created twice.
 */
export async function sendQueuedChecklist(entry: QueuedChecklist): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch('/api/checklist', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${entry.token}`,
        'Idempotency-Key': entry.requestId,
      },
      body: checklistFormData({
        values: entry.request,
        photos: entry.photos.map(fileOf),
        signature: entry.signature && fileOf(entry.signature),
      }),
    });
  } catch {
    return { outcome: 'unreachable', status: 0 };
  }
  if (response.ok) return { outcome: 'sent' };
  if (tryAgainLater(response.status)) return { outcome: 'unreachable', status: response.status };
  const payload = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  return { outcome: 'refused', message: payload.message ?? `HTTP ${response.status}`, errors: payload.errors };
}

/** One sender at a time across the page's tabs and the service worker, where the browser can tell. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  // The lock's answer is the work's own: its typings wrap it in a second promise.
  return locks ? (locks.request(outboxChannelName, work) as unknown as Promise<T>) : work();
}

/**
 * Sends every waiting checklist in the order they were signed, and stops at the first that cannot
 * reach the server (the rest would not either). Answers how many are still waiting.
 */
export function sendOutbox(): Promise<number> {
  return oneAtATime(async () => {
    const database = await offlineDatabase();
    const queued = (await database.getAll('outbox')).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    let waiting = queued.filter((entry) => entry.state === 'waiting');
    for (const entry of waiting) {
      const result = await sendQueuedChecklist(entry);
      if (result.outcome === 'unreachable') {
        await database.put('outbox', { ...entry, attempts: entry.attempts + 1, lastStatus: result.status });
        break;
      }
      if (result.outcome === 'sent') await database.delete('outbox', entry.requestId);
      else await database.put('outbox', { ...entry, state: 'refused', message: result.message, errors: result.errors });
      waiting = waiting.filter((other) => other !== entry);
    }
    announceOutboxChange();
    return waiting.length;
  });
}
