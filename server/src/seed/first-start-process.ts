/**
 * The first start of a brand-new embedded database runs in a short-lived process of its own
 * (issue 33). PGlite's initdb, the migrations and the demo seed grow the process by several
 * hundred MB; most of it is freed, but glibc keeps freed memory in its arenas and V8 keeps the
 * heaps it grew, so a server that did this work itself idled at about 430 MB against about 340
 * MB on a later start. A process that exits gives everything back: the server then opens the
 * database as on any later start.
 */
import { fork } from 'node:child_process';
import type { Config } from '../config.js';
import { runFirstStart, type FirstStart } from '../server.js';

/** Set in the first-start process's environment: `main.ts` then does the first start only. */
const firstStartVariable = 'FLEET_OPS_FIRST_START_PROCESS';

/** Whether this process is the first-start process `firstStartInOwnProcess` started. */
export function isFirstStartProcess(): boolean {
  return process.env[firstStartVariable] === '1' && process.send !== undefined;
}

/** In the first-start process: does the first start, hands its outcome to the server, ends. */
export async function runAsFirstStartProcess(config: Config): Promise<void> {
  const outcome = await runFirstStart(config);
  process.send!(outcome, () => process.exit(0));
}

/**
 * Runs the server's own entry again (same file, arguments and Node options, so from the sources
 * under tsx too) as the first-start process, and waits for it. A stop signal while it works goes
 * to it as well; the first start then counts as failed, and the server does not start.
 */
export function firstStartInOwnProcess(): Promise<FirstStart> {
  const child = fork(process.argv[1]!, process.argv.slice(2), {
    env: { ...process.env, [firstStartVariable]: '1' },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise<FirstStart>((resolve, reject) => {
    let outcome: FirstStart | undefined;
    child.on('message', (message: FirstStart) => (outcome = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0 && outcome) resolve(outcome);
      else reject(new Error(`The first start of the embedded database failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}
