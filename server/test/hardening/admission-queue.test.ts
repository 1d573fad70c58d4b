import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestMessages } from '@fleet-ops/shared';
import { buildApp } from '../../src/app.js';
import { databaseEngine } from '../../src/db/client.js';
import { useTestApp, type TestUser } from '../support/test-app.js';

/**
 * The embedded PGlite serves one query at a time. Requests beyond what it can serve wait in a
 * bounded queue; any beyond the queue get a 503 with Retry-After at once instead of waiting until
 * they time out. Made deterministic with a route whose answer the test holds back: 1 request at
 * a time, 2 waiting. (The wait limit and the expected-wait refusal: `src/lib/admission-queue.test.ts`.)
 */

const testApp = useTestApp();
let app: FastifyInstance;
let admin: TestUser;
let engine: 'pglite' | 'postgres';
let openGate: () => void = () => undefined;
let gate: Promise<void>;

function closeGate() {
  gate = new Promise((resolve) => (openGate = resolve));
}

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  engine = databaseEngine(testApp.context.db);
  const base = testApp.context.config;
  const config = {
    ...base,
    pgliteAdmission: { maxInFlight: 1, maxQueued: 2, maxWaitMs: 60_000 },
    // The overload guard (its own 503, Retry-After 10) would answer for a busy machine instead of the queue.
    pressure: { ...base.pressure, maxEventLoopDelayMs: 600_000 },
  };
  app = await buildApp({ ...testApp.context, config });
  // A stand-in for a slow database request: it answers when the test opens the gate.
  app.get('/api/test/held', { config: { access: 'public' } }, async () => {
    await gate;
    return { data: 'done' };
  });
  await app.ready();
});

afterAll(() => app?.close());

const held = () => app.inject({ method: 'GET', url: '/api/test/held' });
const me = () => app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${admin.token}` } });
const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode);

/** Lets every request sent so far reach its admission hook. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('admission queue on the embedded database', () => {
  it('serves one, queues two and refuses the rest at once with 503, Retry-After and a message', async (context) => {
    if (engine !== 'pglite') context.skip();
    closeGate();
    const admitted = [held(), held(), held()];
    await settle();
    const refused = await Promise.all([held(), me(), held()]);
    expect(statuses(refused)).toEqual([503, 503, 503]);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({ message: requestMessages.serverBusy });
    }
    // Health is never queued: it answers while the queue is full.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);

    openGate();
    expect(statuses(await Promise.all(admitted))).toEqual([200, 200, 200]);
  });

  it('frees every slot afterwards, refused or failed requests included: nothing hangs', async (context) => {
    if (engine !== 'pglite') context.skip();
    closeGate();
    openGate();
    // 40 at once on real database routes, some with no token (401 from the authentication hook).
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 4 === 0 ? app.inject({ method: 'GET', url: '/api/drivers' }) : me(),
      ),
    );
    const refused = burst.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses(burst).filter((status) => ![200, 401, 503].includes(status))).toEqual([]);
    expect(refused.every((answer) => answer.headers['retry-after'] === '2')).toBe(true);
    // Afterwards the queue is empty: one at a time, each is served.
    for (let index = 0; index < 5; index += 1) expect((await me()).statusCode).toBe(200);
  });

  it('does not limit PostgreSQL, whose pool serves requests side by side', async (context) => {
    if (engine !== 'postgres') context.skip();
    closeGate();
    const answers = Array.from({ length: 8 }, held);
    await settle();
    openGate();
    expect(statuses(await Promise.all(answers))).toEqual(Array(8).fill(200));
  });
});
