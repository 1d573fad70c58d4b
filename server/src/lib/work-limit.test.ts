import { describe, expect, it } from 'vitest';
import { createWorkLimit } from './work-limit.js';

/** A job that stays running until `finish` is called. */
function heldJob(value: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: async () => (await done, value), finish };
}

describe('createWorkLimit', () => {
  it('runs up to the limit at once, queues the next ones and refuses beyond the queue', async () => {
    const limit = createWorkLimit({ running: 1, waiting: 1 });
    const first = heldJob('first');
    const second = heldJob('second');
    const running = limit.run(first.job);
    const queued = limit.run(second.job);
    expect(limit.load()).toEqual({ running: 1, waiting: 1 });

    expect(await limit.run(async () => 'third')).toEqual({ refused: true });

    first.finish();
    expect(await running).toEqual({ refused: false, value: 'first' });
    expect(limit.load()).toEqual({ running: 1, waiting: 0 });
    second.finish();
    expect(await queued).toEqual({ refused: false, value: 'second' });
    expect(limit.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a job fails', async () => {
    const limit = createWorkLimit({ running: 1, waiting: 0 });
    await expect(limit.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limit.run(async () => 'next')).toEqual({ refused: false, value: 'next' });
  });
});
