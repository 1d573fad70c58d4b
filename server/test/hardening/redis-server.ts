import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A redis-server of the test's own, on a port the test chooses (never the shared one on 6379,
 * which other tests and engineers use), keeping nothing on disk, so the test can kill it, freeze
 * it and start it again on the same port.
 */
export type RedisServer = {
  url: string;
  /** SIGKILL, as a crash or the OOM killer would: its connections drop at once. */
  kill: () => Promise<void>;
  /** Starts it again on the same port (after `kill`). */
  restart: () => Promise<void>;
  /** SIGSTOP / SIGCONT: its connections stay open but nothing answers, as on a hung host. */
  freeze: () => void;
  thaw: () => void;
  /** Kills it if it still runs: for `afterAll`, whatever the tests did. */
  stop: () => Promise<void>;
};

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    });
    child.once('error', (error) => reject(new Error(`redis-server could not be started: ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code} while starting:\n${output}`)));
  });
}

function exitOf(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

export async function startRedisServer(port: number): Promise<RedisServer> {
  let child = await launch(port);
  // Should the test process end without its afterAll (a crashed worker), the server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: () => exitOf(child, 'SIGKILL'),
    restart: async () => {
      child = await launch(port);
    },
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    stop: async () => {
      process.off('exit', killOnExit);
      await exitOf(child, 'SIGKILL');
    },
  };
}
