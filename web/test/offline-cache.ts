import { onTestFinished, vi } from 'vitest';
import { cacheOwnerOf } from '../src/features/checklists/offline/cache-owner';

/** The phone's offline store as the readiness checks read it: the worker's cache and its control of the page. */

/** The worker's cache holding `calls`, each keyed for whoever held `token`. */
export async function workerCache(calls: string[], token = 'dan-token') {
  const owner = await cacheOwnerOf(`Bearer ${token}`);
  const requests = calls.map((call) => {
    const url = new URL(call, 'https://fleet.example');
    url.searchParams.set('cached-for', owner);
    return new Request(url);
  });
  vi.stubGlobal('caches', {
    has: async (name: string) => name === 'driver-start',
    open: async () => ({ keys: async () => requests }),
  });
}

/**
 * A service worker that does (or does not yet) control the page, for this test only: the web
 * project's files share a worker's jsdom, and one left behind has no `getRegistration` for the outbox.
 */
export function workerControlsThePage(controls: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: controls ? {} : null },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
}
