import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmissionQueue } from './admission-queue.js';

let clock = 0;
const now = () => clock;

beforeEach(() => {
  clock = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the admission queue', () => {
  it('admits up to maxInFlight, queues up to maxQueued in order, refuses the rest at once', async () => {
    const queue = createAdmissionQueue({ maxInFlight: 2, maxQueued: 2, maxWaitMs: 10_000 }, now);
    const [first, second] = [await queue.admit(), await queue.admit()];
    const order: string[] = [];
    const third = queue.admit().then((release) => (order.push('third'), release));
    const fourth = queue.admit().then((release) => (order.push('fourth'), release));
    expect(await queue.admit()).toBeUndefined();
    expect(queue.state()).toMatchObject({ inFlight: 2, queued: 2 });
    first!();
    first!(); // twice is once
    second!();
    expect(await third).toBeTypeOf('function');
    expect(await fourth).toBeTypeOf('function');
    expect(order).toEqual(['third', 'fourth']);
    expect(queue.state()).toMatchObject({ inFlight: 2, queued: 0 });
  });

  it('refuses a waiter still waiting after maxWaitMs, and frees its place', async () => {
    const queue = createAdmissionQueue({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 2000 }, now);
    const running = await queue.admit();
    const waiting = queue.admit();
    vi.advanceTimersByTime(2000);
    expect(await waiting).toBeUndefined();
    expect(queue.state()).toMatchObject({ inFlight: 1, queued: 0 });
    running!();
    expect(queue.state()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it('lets a waiter whose client hung up leave the queue at once, and passes the slot to the next', async () => {
    const queue = createAdmissionQueue({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 10_000 }, now);
    const running = await queue.admit();
    const hangUp = new AbortController();
    const gone = queue.admit(hangUp.signal);
    const next = queue.admit();
    hangUp.abort();
    expect(await gone).toBeUndefined();
    expect(queue.state().queued).toBe(1);
    running!();
    expect(await next).toBeTypeOf('function');
    expect(queue.state()).toMatchObject({ inFlight: 1, queued: 0 });
  });

  it('refuses at once when the expected wait (queue x recent service time / maxInFlight) is over maxWaitMs', async () => {
    const queue = createAdmissionQueue({ maxInFlight: 1, maxQueued: 100, maxWaitMs: 2000 }, now);
    // Requests have been taking 1 s each.
    for (let index = 0; index < 30; index += 1) {
      const release = await queue.admit();
      clock += 1000;
      release!();
    }
    expect(queue.state().serviceMs).toBe(1000);
    await queue.admit(); // runs
    void queue.admit(); // waits ~1 s
    void queue.admit(); // waits ~2 s
    expect(queue.state().queued).toBe(2);
    expect(await queue.admit()).toBeUndefined(); // would wait ~3 s
    expect(queue.state().queued).toBe(2);
  });

  it('does not refuse quick lists because slow reports held the slots before them', async () => {
    const queue = createAdmissionQueue({ maxInFlight: 1, maxQueued: 100, maxWaitMs: 2000 }, now);
    const hold = async (kind: string, heldMs: number) => {
      const release = await queue.admit(undefined, kind);
      clock += heldMs;
      release!();
    };
    for (let index = 0; index < 5; index += 1) await hold('report', 1500);
    await hold('list', 100);
    await queue.admit(undefined, 'list'); // runs
    // Eleven lists behind it wait about 1.1 s: all queued, none refused.
    for (let index = 0; index < 11; index += 1) void queue.admit(undefined, 'list');
    expect(queue.state().queued).toBe(11);
    // A report behind them would wait 1.1 s + its own 1.5 s: refused.
    expect(await queue.admit(undefined, 'report')).toBeUndefined();
  });

  it('queues a kind it has not seen yet, and still refuses it once it has waited maxWaitMs', async () => {
    const queue = createAdmissionQueue({ maxInFlight: 1, maxQueued: 100, maxWaitMs: 2000 }, now);
    for (let index = 0; index < 3; index += 1) {
      const release = await queue.admit(undefined, 'report');
      clock += 3000;
      release!();
    }
    await queue.admit(undefined, 'report'); // runs
    const waiting = queue.admit(undefined, 'list');
    expect(queue.state().queued).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(await waiting).toBeUndefined();
    expect(queue.state().queued).toBe(0);
  });
});
