import { describe, expect, it, vi } from 'vitest';
import { stopGracefully } from './shutdown.js';

describe('stopping the server', () => {
  it('is clean when the requests in flight finish within the grace period', async () => {
    const closeAllConnections = vi.fn();
    const outcome = await stopGracefully(
      { stop: () => new Promise((resolve) => setTimeout(resolve, 20)), http: { closeAllConnections } },
      1_000,
    );
    expect(outcome).toBe('clean');
    expect(closeAllConnections).not.toHaveBeenCalled();
  });

  it('cuts the connections still open after the grace period, and says the stop was forced', async () => {
    let finish = () => {};
    const closeAllConnections = vi.fn(() => finish());
    const stop = () => new Promise<void>((resolve) => (finish = resolve));
    const outcome = await stopGracefully({ stop, http: { closeAllConnections } }, 50);
    expect(outcome).toBe('forced');
    expect(closeAllConnections).toHaveBeenCalledOnce();
  });

  it('passes on a failure to close, so the process does not report a clean stop', async () => {
    const stop = () => Promise.reject(new Error('database close failed'));
    await expect(stopGracefully({ stop, http: { closeAllConnections: vi.fn() } }, 1_000)).rejects.toThrow(
      'database close failed',
    );
  });
});
