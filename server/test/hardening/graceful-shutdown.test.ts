import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { crashAdmin, freePort, startServer, stopServer, type ServerProcess } from './crash-server.js';
import { pgliteDataFolder, type Cleanups } from './scratch-stores.js';

/**
 * SIGTERM (a deploy, `docker stop`, systemd) and SIGINT (Ctrl-C) stop the real server the gentle
 * way: no new connection is taken, the requests in flight get their answers, the database is
 * closed, and the process exits 0.
 */

const cleanups: Cleanups = [];
let running: ServerProcess | undefined;

afterEach(async () => {
  if (running) await stopServer(running).catch(() => undefined);
  running = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Answer = { status: number; body: string };

/**
 * A sign-in whose body is held back: the server has the request (it answered `100 Continue` to
 * the headers) but cannot finish it until `sendBody` is called.
 */
async function signInInFlight(baseUrl: string): Promise<{ sendBody: () => void; answer: Promise<Answer> }> {
  const body = JSON.stringify(crashAdmin);
  const request = http.request(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  await new Promise<void>((resolve) => request.once('continue', () => resolve()));
  return { sendBody: () => request.end(body), answer };
}

/** Resolves once the port refuses new connections: polled, so the test's time limit bounds it. */
async function refusesConnections(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function exitCode(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  return new Promise((resolve) => server.child.once('exit', (code) => resolve(code)));
}

// Each case starts the real server (tsx, a copy of the migrated database): slow on a busy machine.
const slow = 120_000;

describe('graceful shutdown', () => {
  it(
    'on SIGTERM stops taking connections, finishes the request in flight, closes the database and exits 0',
    { timeout: slow },
    async () => {
      const port = await freePort();
      running = await startServer({ port, dataDir: await pgliteDataFolder(cleanups) });
      const server = running;
      const inFlight = await signInInFlight(server.baseUrl);
      const exited = exitCode(server);

      server.child.kill('SIGTERM');
      await refusesConnections(port);
      inFlight.sendBody();

      const answer = await inFlight.answer;
      expect(answer.status).toBe(200);
      expect(typeof (JSON.parse(answer.body) as { data: { token: unknown } }).data.token).toBe('string');
      expect(await exited).toBe(0);
      expect(server.output()).not.toMatch(/error/i);
      running = undefined;
    },
  );

  it('on SIGINT (Ctrl-C) stops and exits 0 too', { timeout: slow }, async () => {
    running = await startServer({ port: await freePort(), dataDir: await pgliteDataFolder(cleanups) });
    const server = running;
    const exited = exitCode(server);
    server.child.kill('SIGINT');
    expect(await exited).toBe(0);
    running = undefined;
  });
});
