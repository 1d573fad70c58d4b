import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@fleet-ops/shared';
import { outbox } from '../../src/db/schema/index.js';
import type * as authQueries from '../../src/features/auth/queries.js';
import { findUserByEmail } from '../../src/features/auth/queries.js';
import { useTestApp } from '../support/test-app.js';

// The account lookup is the first step of the work a known email costs more of; the spy lets a
// test hold it back and see whether the answer waits for it.
vi.mock('../../src/features/auth/queries.js', async (importOriginal) => {
  const original = await importOriginal<typeof authQueries>();
  return { ...original, findUserByEmail: vi.fn(original.findUserByEmail) };
});

const testApp = useTestApp();

/** Holds every account lookup until `release` is called. */
function holdLookups() {
  const lookup = vi.mocked(findUserByEmail);
  const original = lookup.getMockImplementation()!;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  lookup.mockClear();
  lookup.mockImplementation(async (...args) => {
    await released;
    return original(...args);
  });
  return {
    lookup,
    release: () => {
      release();
      lookup.mockImplementation(original);
    },
  };
}

/** The answer, or 'no answer' when it did not come within two seconds. */
async function answerWithin2s(email: string) {
  const answer = testApp.app.inject({
    method: 'POST',
    url: '/api/forget-password',
    payload: { email },
    headers: { accept: 'application/json' },
  });
  const timeout = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 2000));
  const response = await Promise.race([answer, timeout]);
  return response === 'no answer' ? response : { status: response.statusCode, body: response.json() };
}

describe('forgot-password: the answer goes out before any work that depends on the email', () => {
  it.each([
    ['a known email', 'known.order@fleet.test', 1],
    ['an unknown email', 'unknown.order@fleet.test', 0],
  ])('%s is answered while its account lookup is still held back', async (_name, email, mails) => {
    if (mails) await testApp.createUser('supervisor', { email });
    const held = holdLookups();
    try {
      expect(await answerWithin2s(email)).toEqual({
        status: 200,
        body: { message: authMessages.forgotPasswordSent },
      });
      // The work had started (after the answer) but could not finish: no mail yet.
      await expect.poll(() => held.lookup.mock.calls.length).toBe(1);
      expect(await testApp.context.db.select().from(outbox).where(eq(outbox.recipient, email))).toEqual([]);
    } finally {
      held.release();
    }
    await expect
      .poll(async () => (await testApp.context.db.select().from(outbox).where(eq(outbox.recipient, email))).length)
      .toBe(mails);
  });
});
