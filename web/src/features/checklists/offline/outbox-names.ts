import type { OutboxEntry, QueuedDefectReport } from './offline-db';

/**
 * The outbox's names, in a module of their own: the driver page imports them at once, while the
 * store itself (IndexedDB) loads only when it is first used.
 */

/** Whoever changes the outbox (a page or the service worker) tells every open page on this channel. */
export const outboxChannelName = 'checklist-outbox';
/** The Background Sync tag the page registers and the service worker answers. */
export const outboxSyncTag = 'checklist-outbox';

export function announceOutboxChange(): void {
  const channel = new BroadcastChannel(outboxChannelName);
  channel.postMessage('changed');
  channel.close();
}

/** A defect report (issue 36) rather than a checklist: checklists queued before reports have no `kind`. */
export const isDefectReport = (entry: OutboxEntry): entry is QueuedDefectReport =>
  'kind' in entry && entry.kind === 'defect_report';
