import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot, benchAdmin, type BenchDatabase } from './databases.js';

const compiledServer = 'server/dist/main.js';

export type RunningProcess = {
  url: string;
  healthUrl: string;
  pid: number;
  /** Resident memory now and at its peak since the last `resetPeak`, in MB (from /proc). */
  memory: () => { rssMb: number; peakMb: number };
  resetPeak: () => void;
  /** What the process wrote on stderr since the last call (the floor says there why a replay failed). */
  takeErrors: () => string;
  stop: () => Promise<void>;
};

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within three minutes:\n${log()}`);
}

/** From source through tsx, as in development, or the compiled `server/dist` that production runs. */
export type ServerBuild = 'source' | 'compiled';

/**
 * Starts `node --conditions=source --import tsx <script>`, or `node <script>` for compiled code
 * (one process either way, so /proc shows the server's own memory).
 */
async function start(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  healthUrl: string,
  baseUrl: string,
  build: ServerBuild = 'source',
) {
  const loader = build === 'source' ? ['--conditions=source', '--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, script, ...args], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  await waitUntilUp(healthUrl, child, () => output);
  const pid = child.pid!;
  return {
    url: baseUrl,
    healthUrl,
    pid,
    memory: () => ({ rssMb: statusField(pid, 'VmRSS'), peakMb: statusField(pid, 'VmHWM') }),
    // Writing 5 to clear_refs resets the peak resident size (VmHWM) the kernel keeps.
    resetPeak: () => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    takeErrors: () => {
      const taken = errors;
      errors = '';
      return taken;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  } satisfies RunningProcess;
}

/**
 * The real server on the bench database, without the web screens or the demo seed: from source
 * (`server/src/main.ts`), or compiled (`server/dist/main.js`, built beforehand by `npm run build`
 * or the server's part of it) as `npm start` runs it.
 */
export function startAppServer(
  database: BenchDatabase,
  port: number,
  { build = 'source', env: extra = {} }: { build?: ServerBuild; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningProcess> {
  const env = {
    ...process.env,
    ...database.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000000000',
    ADMIN_EMAIL: benchAdmin.email,
    WEB_DIST: '/nonexistent',
    // e.g. a heap limit for the server alone (--max-old-space-size=128), leaving the bench's own as it is.
    NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? process.env.NODE_OPTIONS,
    ...extra,
  };
  const base = `http://127.0.0.1:${port}`;
  if (build === 'compiled' && !fs.existsSync(path.join(repositoryRoot, compiledServer)))
    throw new Error(`${compiledServer} is missing: build the server first (npm run build).`);
  const script = build === 'compiled' ? compiledServer : 'server/src/main.ts';
  return start(script, [], env, `${base}/api/health`, base, build);
}

export function startFloorServer(database: BenchDatabase, planFile: string, port: number): Promise<RunningProcess> {
  const env = { ...process.env, ...database.env };
  const base = `http://127.0.0.1:${port}`;
  return start('bench/floor-server.ts', [planFile, String(port)], env, `${base}/health`, base);
}
