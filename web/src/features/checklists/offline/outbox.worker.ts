/**
 * What the service worker runs of the checklists feature: sending the outbox on Background Sync, and
 * the name and owner keys of the cache it keeps the driver's start calls in.
 */
export { cacheOwnerOf, cachedForParameter, driverStartCacheName } from './cache-owner';
export { outboxSyncTag } from './outbox-names';
export { sendOutbox } from './send-outbox';
