import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server in a child process (main.ts, which `npm start` runs compiled, here from its
 * sources through tsx so no build is needed), on its own port and data folder or database, so a
 * test can stop it with a signal or kill it with SIGKILL, and start it again.
 */
export type ServerProcess = { baseUrl: string; child: ChildProcess; output: () => string };

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
export const crashAdmin = { email: 'crash.admin@fleet.test', password: 'crash test password' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    return response.status === 200;
  } catch {
    return false;
  }
}

export type ServerOptions = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Settings on top of (or instead of) the ones every test server gets. */
  env?: Record<string, string>;
};

/** A server process just spawned: not known to be up, or to stay up. */
export type LaunchedServer = ServerProcess & { exited: Promise<number | null> };

export function launchServer(options: ServerOptions): LaunchedServer {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let output = '';
  // `source`: the shared package's TypeScript, as every test runs it (its dist/ may be stale).
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      // Another part of the app loads a demo fleet on a first start: not wanted here.
      SEED_DEMO: '0',
      ADMIN_EMAIL: crashAdmin.email,
      ADMIN_PASSWORD: crashAdmin.password,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(options.dataDir, 'no-web-build'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { baseUrl, child, output: () => output, exited };
}

/**
 * Waits until the launched server answers its health check ('up') or exits (its exit code).
 * Polled, not timed: the test's own time limit decides when it has taken too long.
 */
export async function upOrExited(server: LaunchedServer): Promise<'up' | { exitCode: number | null }> {
  for (;;) {
    const state = await Promise.race([
      server.exited.then((exitCode) => ({ exitCode })),
      healthy(server.baseUrl).then((ok) => ok),
    ]);
    if (state === true) return 'up';
    if (state) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const server = launchServer(options);
  if ((await upOrExited(server)) !== 'up') throw new Error(`The server stopped while starting:\n${server.output()}`);
  return server;
}

/**
 * Stops the server the gentle way and answers its exit code: 0 means it shut down cleanly. One
 * that has not stopped after 20 s is killed (exit code null), so a hung server fails the test
 * instead of outliving it.
 */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill('SIGTERM');
  const hung = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  const code = await exited;
  clearTimeout(hung);
  return code;
}

/** Kills the server at once, as a power cut or the OOM killer would: no shutdown code runs. */
export async function killServer(server: ServerProcess): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}
