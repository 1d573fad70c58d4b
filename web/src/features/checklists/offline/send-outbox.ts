import { checklistFormData } from '../api/checklist-form-data';
import {
  offlineDatabase,
  type OfflineDatabase,
  type OutboxEntry,
  type QueuedChecklist,
  type QueuedDefectReport,
} from './offline-db';
import { fileOf } from './stored-file';
import { announceOutboxChange, isDefectReport, outboxChannelName } from './outbox-names';

type SendResult =
  | { outcome: 'sent' }
  | { outcome: 'refused'; message: string; errors?: Record<string, string[]> }
  | { outcome: 'unreachable'; status: number };

/** No answer, a server or proxy in trouble, or "slow down": worth trying again later as is. */
const tryAgainLater = (status: number) =>
  status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

/** A queued defect report as the form data `POST api/defects` takes, its photos under `photos`. */
export function defectReportFormData(entry: QueuedDefectReport): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(entry.request)) {
    if (value !== undefined) body.append(name, String(value));
  }
  // The shared `defectReportPhotoField`, written out: the service worker does not load the shared package.
  for (const photo of entry.photos) body.append('photos', fileOf(photo));
  return body;
}

function requestOf(entry: QueuedChecklist) {
  return checklistFormData({
    values: entry.request,
    photos: entry.photos.map(fileOf),
    signature: entry.signature && fileOf(entry.signature),
  });
}

/**
 * Sends one queued checklist (or defect report) with its own request id, so one whose first
 * answer was lost is answered with the stored one instead of being created twice.
 */
export async function sendQueuedChecklist(entry: OutboxEntry): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(isDefectReport(entry) ? '/api/defects' : '/api/checklist', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${entry.token}`,
        'Idempotency-Key': entry.requestId,
      },
      body: isDefectReport(entry) ? defectReportFormData(entry) : requestOf(entry),
    });
  } catch {
    return { outcome: 'unreachable', status: 0 };
  }
  if (response.ok) return { outcome: 'sent' };
  if (tryAgainLater(response.status)) return { outcome: 'unreachable', status: response.status };
  const payload = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  return { outcome: 'refused', message: payload.message ?? `HTTP ${response.status}`, errors: payload.errors };
}

/** Moves an accepted entry out of the outbox, keeping who, what and when for the "Sent" card. */
async function markSent(database: OfflineDatabase, entry: OutboxEntry): Promise<void> {
  const moving = database.transaction(['outbox', 'sent'], 'readwrite');
  await Promise.all([
    moving.objectStore('outbox').delete(entry.requestId),
    moving.objectStore('sent').put({
      requestId: entry.requestId,
      owner: entry.owner,
      label: entry.label,
      kind: isDefectReport(entry) ? 'defect_report' : 'checklist',
      sentAt: new Date().toISOString(),
    }),
    moving.done,
  ]);
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
      if (result.outcome === 'sent') await markSent(database, entry);
      else await database.put('outbox', { ...entry, state: 'refused', message: result.message, errors: result.errors });
      waiting = waiting.filter((other) => other !== entry);
    }
    announceOutboxChange();
    return waiting.length;
  });
}
