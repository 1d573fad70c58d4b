/** What the service worker runs of the checklists feature: sending the outbox on Background Sync. */
export { outboxSyncTag } from './outbox-names';
export { sendOutbox } from './send-outbox';
