import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { useTestApp } from '../support/test-app.js';

// An event loop lagging 100 ms on average counts as overloaded here (1000 ms by default).
const testApp = useTestApp({ pressure: { maxEventLoopDelayMs: 100, maxHeapUsedBytes: 4 * 1024 ** 3 } });

/** Keeps the event loop busy in 250 ms slices for `ms`, as a server drowning in work would. */
async function overload(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const slice = Date.now() + 250;
    while (Date.now() < slice) {
      // busy: nothing else runs
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('an overloaded server answers at once instead of hanging', () => {
  it('answers 503 with Retry-After and a message while the event loop lags, then serves again', async () => {
    const driver = await testApp.createUser('driver');
    await overload(2500);

    const refused = await testApp.request(driver, { method: 'GET', url: '/api/checklist' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json()).toEqual({ message: 'The server is busy. Please try again in a few seconds.' });
    // The health check says so too, for a load balancer to send callers elsewhere.
    const health = await testApp.request(undefined, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('10');
    expect(health.json()).toEqual({
      status: 'unavailable',
      message: 'The server is busy. Please try again in a few seconds.',
    });

    // Served again as soon as the lag measured since has fallen back (sampled every second or so):
    // asked until then, with the test's own timeout as the only bound.
    await expect
      .poll(async () => (await testApp.request(driver, { method: 'GET', url: '/api/checklist' })).statusCode, {
        timeout: 15_000,
      })
      .toBe(200);
    expect((await testApp.request(undefined, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 20_000);

  it('reads its limits from the environment, with defaults that leave a normal server alone', () => {
    const defaults = loadConfig({}).pressure;
    expect(defaults.maxEventLoopDelayMs).toBe(1000);
    expect(defaults.maxHeapUsedBytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '250', MAX_HEAP_USED_MB: '512' }).pressure).toEqual({
      maxEventLoopDelayMs: 250,
      maxHeapUsedBytes: 512 * 1024 * 1024,
    });
  });
});
