import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { runDigestJob } from '../../../src/features/jobs/index.js';
import type { Mailer } from '../../../src/lib/mailer.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { deliveriesOf, digestsSent } from './digest-fixtures.js';

/**
 * The scheduler on the suite's database: croner on PGlite, pg-boss on PostgreSQL
 * (TEST_DATABASE_URL). The clock is the suite's fixed one: the runs these tests see are the
 * catch-up a start makes and the one a new digest time makes, never a wall-clock tick.
 */
const testApp = useTestApp(sessionsOutlastClockJumps);
let admin: TestUser;
let running: FastifyInstance | undefined;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
});

afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** Another app on the same database with its scheduler on, as the server builds it. */
async function startServer() {
  running = await buildApp(testApp.context, { scheduler: true });
  await running.ready();
}

async function jobStatus() {
  const response = await testApp.request(admin, { method: 'GET', url: '/api/scheduled_jobs' });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function digestsTo(user: TestUser, day: string) {
  return (await digestsSent(testApp, day)).filter((mail) => mail.recipient === user.email);
}

describe('the digest scheduler', () => {
  it('tells admins about the job before it ever ran', async () => {
    expect(await jobStatus()).toEqual([
      { name: 'daily-digest', last_started_at: null, last_finished_at: null, last_error: null, next_run_at: null },
    ]);
  });

  it('sends a missed digest when the server starts after the digest time, and shows the run', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    await startServer();

    expect(await digestsTo(admin, '2026-11-18')).toHaveLength(1);
    expect(await jobStatus()).toEqual([
      {
        name: 'daily-digest',
        last_started_at: '2026-11-18 11:30:00',
        last_finished_at: '2026-11-18 11:30:00',
        last_error: null,
        next_run_at: '2026-11-19 06:00:00',
      },
    ]);
  });

  it('sends nothing more when the server restarts the same day', async () => {
    testApp.setNow('2026-11-18T20:00:00Z');
    await startServer();
    await running!.close();
    await startServer();

    expect(await digestsTo(admin, '2026-11-18')).toHaveLength(1);
    expect(await deliveriesOf(testApp, admin.id, '2026-11-18')).toHaveLength(1);
  });

  it('sends nothing when started before the digest time, and names today’s as the next run', async () => {
    testApp.setNow('2026-11-19T08:00:00Z');
    await startServer();

    expect(await digestsTo(admin, '2026-11-19')).toEqual([]);
    expect((await jobStatus())[0].next_run_at).toBe('2026-11-19 06:00:00');
  });

  it('follows a new digest time at once: moved before now, today’s goes out', async () => {
    testApp.setNow('2026-11-19T08:00:00Z');
    await startServer();
    const saved = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/site_settings',
      payload: { quick_check_seconds: 60, require_every_item: false, digest_time: '04:00' },
    });
    expect(saved.statusCode).toBe(200);

    expect(await digestsTo(admin, '2026-11-19')).toHaveLength(1);
    expect((await jobStatus())[0].next_run_at).toBe('2026-11-20 04:00:00');
  });

  it('records a failed run’s error, sends on the next run, and clears the error then', async () => {
    testApp.setNow('2026-11-21T12:00:00Z');
    const working = testApp.context.mailer;
    const failing: Mailer = { ...working, queue: () => Promise.reject(new Error('Mail server unreachable')) };
    testApp.context.mailer = failing;
    try {
      await expect(runDigestJob(testApp.context)).rejects.toThrow('Mail server unreachable');
    } finally {
      testApp.context.mailer = working;
    }
    expect((await jobStatus())[0].last_error).toBe('Mail server unreachable');
    expect(await deliveriesOf(testApp, admin.id, '2026-11-21')).toEqual([]);

    await runDigestJob(testApp.context);

    expect(await digestsTo(admin, '2026-11-21')).toHaveLength(1);
    expect((await jobStatus())[0].last_error).toBeNull();
  });
});
