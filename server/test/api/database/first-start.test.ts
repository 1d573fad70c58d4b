import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { prepareServer } from '../../../src/server.js';

/**
 * A brand-new embedded database is opened again in a new worker once its first start is done,
 * so what PGlite's initdb and the demo seed grew never stays in the server's memory (issue 33).
 */

const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** The worker threads started since the spy was set (each gets its listeners once). */
const workersStarted = (listened: { mock: { contexts: unknown[] } }) =>
  new Set(listened.mock.contexts.filter((context) => context instanceof Worker)).size;

describe.runIf(inject('pgliteTemplatePath'))('the first start of an embedded database', () => {
  it('opens a brand-new database again in a new worker, and an existing one only once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-first-start-'));
    folders.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      ADMIN_PASSWORD: 'first start password',
    });
    const listened = vi.spyOn(Worker.prototype, 'on');

    const first = await prepareServer(config);
    const health = await first.app.inject({ method: 'GET', url: '/api/health' });
    await first.stop();
    expect(first.firstAdmin?.email).toBe('admin@fleet-ops.local');
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(workersStarted(listened)).toBe(2);

    const again = await prepareServer(config);
    await again.stop();
    expect(again.firstAdmin).toBeUndefined();
    expect(workersStarted(listened)).toBe(3);
    // Two new databases migrated and opened again: a minute on a busy machine.
  }, 180_000);
});
