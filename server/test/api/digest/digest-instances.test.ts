import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src/app-context.js';
import { buildApp } from '../../../src/app.js';
import { openPostgres, type DatabaseHandle } from '../../../src/db/client.js';
import { createMailer } from '../../../src/lib/mailer.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { digestsSent } from './digest-fixtures.js';

/**
 * Two server instances with their schedulers (pg-boss) on one PostgreSQL database, as a site with
 * two app servers runs: whatever starts, restarts or runs the queued job, each admin gets one
 * digest a day. PostgreSQL only: PGlite has one server per data folder.
 */
const testApp = useTestApp(sessionsOutlastClockJumps);
const handles: DatabaseHandle[] = [];
const apps = new Set<FastifyInstance>();

afterAll(async () => {
  await Promise.all([...apps].map((app) => app.close()));
  await Promise.all(handles.map((handle) => handle.close()));
});

function databaseUrl(): string {
  return (testApp.context.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
}

/** An instance of its own (its own pool and mailer) on the suite's database, on the suite's clock. */
async function startInstance(): Promise<FastifyInstance> {
  const handle = await openPostgres(databaseUrl());
  handles.push(handle);
  const { logger, config } = testApp.context;
  const context: AppContext = {
    ...testApp.context,
    db: handle.db,
    mailer: createMailer({ db: handle.db, logger, from: config.mailFrom }),
  };
  const app = await buildApp(context, { scheduler: true });
  apps.add(app);
  await app.ready();
  return app;
}

async function stopInstance(app: FastifyInstance) {
  apps.delete(app);
  await app.close();
}

async function digestCounts(admins: TestUser[], day: string) {
  const mails = await digestsSent(testApp, day);
  return admins.map((admin) => mails.filter((mail) => mail.recipient === admin.email).length);
}

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await testApp.context.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Timed out waiting for the job queue');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('send each admin one digest a day: both starting late, one restarted mid-day, and the queued job', async () => {
    const admins = [await testApp.createUser('admin'), await testApp.createUser('admin')];

    // Both start after 06:00 (11:30 in St. John’s): each catches up, only one sends.
    testApp.setNow('2026-11-18T15:00:00Z');
    const [first, second] = await Promise.all([startInstance(), startInstance()]);
    expect(await digestCounts(admins, '2026-11-18')).toEqual([1, 1]);

    // One is stopped and built again in the afternoon while the other runs on.
    await stopInstance(second!);
    testApp.setNow('2026-11-18T19:00:00Z');
    await startInstance();
    expect(await digestCounts(admins, '2026-11-18')).toEqual([1, 1]);

    // One shared cron schedule, in the business timezone.
    expect(await rows(sql`select name, cron, timezone from pgboss.schedule where name = 'daily-digest'`)).toEqual([
      { name: 'daily-digest', cron: '0 6 * * *', timezone: 'America/St_Johns' },
    ]);

    // The next morning, the digest job queued twice (as two cron ticks would): the workers of
    // both instances compete for it, and still each admin gets one.
    testApp.setNow('2026-11-19T12:00:00Z');
    const pool = (testApp.context.db as unknown as { $client: pg.Pool }).$client;
    const client = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) } });
    await client.send('daily-digest', {});
    await client.send('daily-digest', {});
    await eventually(async () => {
      const [done] = await rows<{ count: number }>(
        sql`select count(*)::int as count from pgboss.job where name = 'daily-digest' and state = 'completed'`,
      );
      return done?.count === 2;
    });
    expect(await digestCounts(admins, '2026-11-19')).toEqual([1, 1]);
    await stopInstance(first!);
  }, 60_000);
});
