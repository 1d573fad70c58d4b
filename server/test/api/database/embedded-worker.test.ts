import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { databaseEngine, openPglite } from '../../../src/db/client.js';
import { useTestApp } from '../../support/test-app.js';

/**
 * The embedded PGlite runs in a worker thread (db/pglite-worker.ts), so its queries never hold
 * up the server's own thread. Each test asserts the order of events, not how long they took:
 * `pg_sleep` only makes the query outlast what happens meanwhile.
 */

const testApp = useTestApp();
const embedded = () => databaseEngine(testApp.context.db) === 'pglite';

afterEach(() => {
  vi.restoreAllMocks();
});

describe.runIf(inject('pgliteTemplatePath'))('the embedded database in its worker thread', () => {
  it('leaves the server thread free while a slow query runs', async () => {
    expect(embedded()).toBe(true);
    const events: string[] = [];
    const slow = testApp.context.db.execute(sql`select pg_sleep(1)`).then(() => events.push('slow query answered'));
    // On the server's thread, PGlite would run the query to its end before this callback.
    setImmediate(() => events.push('server thread ran'));
    await slow;
    expect(events).toEqual(['server thread ran', 'slow query answered']);
  });

  it('answers /api/health while a slow query holds the database', async () => {
    const events: string[] = [];
    const slow = testApp.context.db.execute(sql`select pg_sleep(3)`).then(() => events.push('slow query answered'));
    const health = await testApp.request(undefined, { method: 'GET', url: '/api/health' });
    events.push('health answered');
    await slow;
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(events).toEqual(['health answered', 'slow query answered']);
  });

  it('holds the connection for a transaction: a query sent meanwhile waits for the commit and sees none of its state', async () => {
    const events: string[] = [];
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const transaction = testApp.context.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('fleet_ops.marker', 'inside the transaction', true)`);
      inside();
      await paused;
      events.push('transaction committing');
    });
    await started;
    const outside = testApp.context.db
      .execute(sql`select current_setting('fleet_ops.marker', true) as marker`)
      .then((result) => {
        events.push('outside query answered');
        return (result as unknown as { rows: { marker: string | null }[] }).rows[0]!.marker;
      });
    resume();
    await transaction;
    expect(await outside).toBe('');
    expect(events).toEqual(['transaction committing', 'outside query answered']);
  });

  it('rolls a failed savepoint back and commits the rest of its transaction', async () => {
    const markers = await testApp.context.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table worker_savepoints (marker text) on commit drop`);
      await tx.execute(sql`insert into worker_savepoints values ('outer')`);
      await tx
        .transaction(async (nested) => {
          await nested.execute(sql`insert into worker_savepoints values ('rolled back')`);
          throw new Error('undo this savepoint');
        })
        .catch(() => undefined);
      await tx.transaction((nested) => nested.execute(sql`insert into worker_savepoints values ('nested')`));
      const result = await tx.execute(
        sql`select string_agg(marker, ', ' order by marker) as markers from worker_savepoints`,
      );
      return (result as unknown as { rows: { markers: string }[] }).rows[0]!.markers;
    });
    expect(markers).toBe('nested, outer');
  });

  it('gives a database error its PostgreSQL code, under Drizzle’s wrapper as before', async () => {
    const failure = await testApp.context.db.execute(sql`select 1 / 0`).catch((error: unknown) => error);
    expect((failure as { cause: { code: string; message: string } }).cause).toMatchObject({
      code: '22012',
      message: 'division by zero',
    });
  });

  it('keeps PostgreSQL’s buffer pool at 16 MB, an eighth of the default, for the server’s memory', async () => {
    const result = await testApp.context.db.execute(sql`show shared_buffers`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: '16MB' }]);
  });

  it('refuses the waiting queries with a lost-connection code and reports it when its worker dies', async () => {
    const templatePath = inject('pgliteTemplatePath')!;
    // The last worker to get listeners is the new database's; ending it stands for a crash.
    const listened = vi.spyOn(Worker.prototype, 'on');
    const crashes: string[] = [];
    const handle = await openPglite({
      loadDataDir: new Blob([fs.readFileSync(templatePath)]),
      onCrash: (error) => crashes.push(error.message),
    });
    try {
      const worker = listened.mock.contexts.at(-1) as Worker;
      const waiting = handle.db.execute(sql`select pg_sleep(5)`).catch((error: unknown) => error);
      await worker.terminate();
      const failure = (await waiting) as { cause: { code: string } };
      expect(failure.cause.code).toBe('57P02');
      expect(crashes).toEqual(['The embedded database stopped: its thread exited with code 1']);
      const later = await handle.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect((later as { cause: { code: string } }).cause.code).toBe('57P02');
    } finally {
      await handle.close();
    }
    // A second database of its own to open: seconds on a busy machine.
  }, 120_000);
});
