import {
  offlineDatabase,
  type ChecklistDraft,
  type OutboxEntry,
  type QueuedChecklist,
  type QueuedDefectReport,
  type SentEntry,
} from './offline-db';
import { fileOf, storedFile } from './stored-file';
import { announceOutboxChange, outboxSyncTag } from './outbox-names';
import { sendOutbox } from './send-outbox';

/** Asks the service worker to send the outbox when the network returns, where the browser has Background Sync. */
async function askForBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  // Background Sync is not in the DOM typings: Chromium has it, Firefox and Safari do not.
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(outboxSyncTag).catch(() => undefined);
}

/** A checklist to queue, with its files as the form holds them. */
export type NewQueuedChecklist = Omit<QueuedChecklist, 'photos' | 'signature'> & { photos: File[]; signature?: Blob };

export async function queueChecklist({ photos, signature, ...entry }: NewQueuedChecklist): Promise<void> {
  const stored: QueuedChecklist = {
    ...entry,
    photos: await Promise.all(photos.map((photo) => storedFile(photo))),
    signature: signature && (await storedFile(signature, 'signature.png')),
  };
  const database = await offlineDatabase();
  await database.put('outbox', stored);
  announceOutboxChange();
  await askForBackgroundSync();
}

/** A defect report to queue (issue 36), with its photos as the form holds them. */
export type NewQueuedDefectReport = Omit<QueuedDefectReport, 'photos'> & { photos: File[] };

export async function queueDefectReport({ photos, ...entry }: NewQueuedDefectReport): Promise<void> {
  const stored: QueuedDefectReport = { ...entry, photos: await Promise.all(photos.map((photo) => storedFile(photo))) };
  const database = await offlineDatabase();
  await database.put('outbox', stored);
  announceOutboxChange();
  await askForBackgroundSync();
}

/** This person's queued checklists and defect reports, oldest first. */
export async function listOutbox(owner: string): Promise<OutboxEntry[]> {
  const database = await offlineDatabase();
  const entries = await database.getAllFromIndex('outbox', 'byOwner', owner);
  return entries.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function removeFromOutbox(requestId: string): Promise<void> {
  const database = await offlineDatabase();
  await database.delete('outbox', requestId);
  announceOutboxChange();
}

/** A "Sent" card stays until the driver closes it, or for the rest of a shift. */
const keepSentMs = 12 * 60 * 60 * 1000;

/** What of this person's reached the server in the last hours, newest first; older ones are forgotten. */
export async function listSent(owner: string, now = Date.now()): Promise<SentEntry[]> {
  const database = await offlineDatabase();
  const sent = await database.getAllFromIndex('sent', 'byOwner', owner);
  const old = sent.filter((entry) => now - Date.parse(entry.sentAt) > keepSentMs);
  await Promise.all(old.map((entry) => database.delete('sent', entry.requestId)));
  return sent.filter((entry) => !old.includes(entry)).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** The driver read the "Sent" card and closed it. */
export async function dismissSent(requestId: string): Promise<void> {
  const database = await offlineDatabase();
  await database.delete('sent', requestId);
  announceOutboxChange();
}

/**
 * Sends what is waiting. This person's entries first take their current token: one queued before
 * they signed in again would otherwise be refused with the old one.
 */
export async function syncOutbox(owner: string, token: string): Promise<number> {
  const database = await offlineDatabase();
  for (const entry of await database.getAllFromIndex('outbox', 'byOwner', owner)) {
    if (entry.token !== token) await database.put('outbox', { ...entry, token });
  }
  return sendOutbox();
}

export async function loadDraft(key: string): Promise<ChecklistDraft | undefined> {
  const database = await offlineDatabase();
  const saved = await database.get('drafts', key);
  return saved && { values: saved.values, openedAt: saved.openedAt, photos: saved.photos.map(fileOf) };
}

export async function saveDraft(key: string, draft: ChecklistDraft): Promise<void> {
  const photos = await Promise.all(draft.photos.map((photo) => storedFile(photo)));
  const database = await offlineDatabase();
  await database.put('drafts', { ...draft, photos, key, savedAt: new Date().toISOString() });
}

export async function clearDraft(key: string): Promise<void> {
  const database = await offlineDatabase();
  await database.delete('drafts', key);
}
