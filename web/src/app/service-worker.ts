import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  cachedForParameter,
  cacheOwnerOf,
  driverStartCacheName,
  outboxSyncTag,
  sendOutbox,
} from '../features/checklists/offline/outbox.worker';

/**
 * The service worker: the app opens with no network once a person has signed in on this phone.
 * The built screens are cached at install; the calls the driver's checklist starts with are
 * answered from the network and, without one, from their last answer; the outbox is sent by
 * Background Sync when the network returns, even with the app closed.
 *
 * The web app type-checks against the DOM library, not the worker one: the little of the worker's
 * scope used here is typed by hand.
 */
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type SyncEvent = ExtendableEvent & { tag: string };
type WorkerScope = {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};
// Declared here, in the module's scope, over the DOM's `self`; the build looks for `self.__WB_MANIFEST` word for word.
declare const self: WorkerScope;

void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any screen's address opens the app itself; the server's own paths never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/users\//] }),
);

/** What the driver's checklist opens with: the vehicles, operators and places, then a vehicle's items. */
const driverStartCalls = ['/api/checklist/form_options', '/api/vehicles/equipment_items'];
/** A vehicle's inspection form and open defects (issue 36), kept with its items. */
const vehicleInspectionCall = /^\/api\/vehicles\/\d+\/(inspection_form|open_defects)$/;

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && (driverStartCalls.includes(url.pathname) || vehicleInspectionCall.test(url.pathname)),
  new NetworkFirst({
    cacheName: driverStartCacheName,
    // On one bar of signal, the last answer after a few seconds beats a spinner.
    networkTimeoutSeconds: 6,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => {
          const url = new URL(request.url);
          url.searchParams.set(cachedForParameter, await cacheOwnerOf(request.headers.get('Authorization') ?? ''));
          return url.href;
        },
      },
    ],
  }),
);

self.addEventListener('sync', (event) => {
  if (event.tag !== outboxSyncTag) return;
  // A failed sync is tried again by the browser later: still-waiting checklists make it fail.
  event.waitUntil(
    sendOutbox().then((waiting) => {
      if (waiting > 0) throw new Error(`${waiting} checklists could not reach the server yet.`);
    }),
  );
});
