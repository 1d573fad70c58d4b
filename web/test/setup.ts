// The phone's store (drafts, the outbox) in memory: jsdom has no IndexedDB.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A busy two-core CI machine runs many files at once: a screen may need more than the default
// second to answer. Waits still fail when the awaited thing never happens, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine reads; these stand-ins report a wide screen with no size.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => undefined;

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // The files of a worker share modules (isolate: false): a user one file signed in would stay
  // signed in for the next (an admin's screen then drew a supervisor's links).
  const { authStore } = await import('../src/lib/auth-store');
  authStore.signOut();
  // Each case starts with no draft and an empty outbox, as on a new phone.
  const { offlineDatabase } = await import('../src/features/checklists/offline/offline-db');
  const database = await offlineDatabase();
  await Promise.all([database.clear('drafts'), database.clear('outbox')]);
});
