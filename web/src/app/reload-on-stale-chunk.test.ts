import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk } from './reload-on-stale-chunk';

const reload = vi.fn();
const original = window.location;
let stopListening = () => undefined as void;

beforeEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
  reload.mockClear();
  sessionStorage.clear();
});
afterEach(() => {
  stopListening();
  Object.defineProperty(window, 'location', { configurable: true, value: original });
});

const chunkFails = () => {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('a page from before a new version', () => {
  it('reloads once when a screen of the old version cannot load, and keeps the error from showing', () => {
    stopListening = reloadOnStaleChunk();
    expect(chunkFails().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within a minute: a screen that is really missing shows its error', () => {
    stopListening = reloadOnStaleChunk();
    chunkFails();
    const second = chunkFails();
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
