import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockFileName } from '../../src/db/data-folder-lock.js';
import {
  freePort,
  killServer,
  launchServer,
  startServer,
  stopServer,
  upOrExited,
  type ServerProcess,
} from './crash-server.js';
import { call, signInAdmin } from './crash-writes.js';
import { pgliteDataFolder, type Cleanups } from './scratch-stores.js';

/**
 * Two servers on one embedded data folder each keep their own PGlite in memory and overwrite each
 * other's writes (40 of 80 acknowledged bookings lost in the probe). The second must refuse to
 * start, naming the folder and the PID that holds it; a lock left by a killed server must not
 * block the folder forever.
 */

const cleanups: Cleanups = [];
const running: ServerProcess[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await stopServer(server).catch(() => undefined);
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(dataDir: string) {
  const server = await startServer({ port: await freePort(), dataDir });
  running.push(server);
  return server;
}

// Up to three starts of the real server: minutes on a busy machine.
const slow = 300_000;

describe('one server per embedded data folder', () => {
  it('refuses a second server on the folder, naming it and the PID that holds it', { timeout: slow }, async () => {
    const dataDir = await pgliteDataFolder(cleanups);
    const first = await start(dataDir);

    const second = launchServer({ port: await freePort(), dataDir });
    running.push(second);
    expect(await upOrExited(second)).toEqual({ exitCode: 1 });
    expect(second.output()).toContain(
      `The data folder ${dataDir} is in use by the server with PID ${first.child.pid} on `,
    );
    expect(second.output()).toContain('use PostgreSQL (DATABASE_URL)');
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace

    // The first one is untouched and still serves.
    const token = await signInAdmin(first.baseUrl);
    expect((await call(first.baseUrl, 'GET', '/api/me', token)).status).toBe(200);
  });

  it(
    'takes over the lock of a server killed with SIGKILL, and frees it on a clean stop',
    { timeout: slow },
    async () => {
      const dataDir = await pgliteDataFolder(cleanups);
      const lockFile = path.join(dataDir, lockFileName);
      const first = await start(dataDir);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.child.pid });
      await killServer(first);
      running.splice(running.indexOf(first), 1);
      // SIGKILL runs no code: the lock of a process that is gone is still there.
      expect(fs.existsSync(lockFile)).toBe(true);

      const again = await start(dataDir);
      expect(again.output()).toContain('took over the data folder lock of a server that is no longer running');
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: again.child.pid });
      const token = await signInAdmin(again.baseUrl);
      expect((await call(again.baseUrl, 'GET', '/api/me', token)).status).toBe(200);

      expect(await stopServer(again)).toBe(0);
      running.splice(running.indexOf(again), 1);
      expect(fs.existsSync(lockFile)).toBe(false);
    },
  );
});
