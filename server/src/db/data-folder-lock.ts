import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../config.js';

/**
 * PGlite is a database inside one process: a second server on the same data folder keeps its own
 * copy in memory and the two overwrite each other's writes (40 of 80 acknowledged bookings lost in
 * the probe). A lock file in the data folder lets one server at a time open it. It is a plain
 * file, so it outlives a SIGKILL: a lock whose process is gone from this host is stale and taken
 * over. Several servers need PostgreSQL (`DATABASE_URL`).
 */

export const lockFileName = 'fleet-ops.lock';

type Holder = { pid: number; host: string; startedAt: string };

export type LockLog = { warn: (details: object, message: string) => void };

/** Refused start: another live server holds the folder. A ConfigError, so it prints as its message alone. */
export class DataFolderInUseError extends ConfigError {}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt ?? '?') }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Alive unless the kernel says no such process; EPERM means alive under another user. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Stale: written on this host by a process that is gone. Our own PID counts as gone too: a
 * container restarted after a kill often gets the PID its last run had.
 */
function isStale(holder: Holder, file: string): boolean {
  if (holder.host !== os.hostname()) return false;
  return holder.pid === process.pid ? !held.has(file) : !processAlive(holder.pid);
}

/** Creates the lock with its content in one step: written aside, then hard-linked (fails if there). */
function tryCreate(file: string, holder: Holder): boolean {
  const draft = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(draft, `${JSON.stringify(holder)}\n`);
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Removes a stale lock, unless another starting server took it over first: only the one holding
 * the `.takeover` file may remove, and only the very lock it judged stale.
 */
async function removeStale(file: string, stale: Holder, log: LockLog): Promise<void> {
  const guard = `${file}.takeover`;
  try {
    fs.writeFileSync(guard, String(process.pid), { flag: 'wx' });
  } catch {
    // Another server is taking over: let it finish. A guard left by a killed one is cleared after 10 s.
    const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10_000) fs.rmSync(guard, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    return;
  }
  try {
    const current = readHolder(file);
    if (current && current.pid === stale.pid && current.startedAt === stale.startedAt) {
      log.warn(
        { lockFile: file, holder: stale },
        'took over the data folder lock of a server that is no longer running',
      );
      fs.rmSync(file);
    }
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

function inUseMessage(folder: string, holder: Holder | undefined, file: string): string {
  const who = holder
    ? `the server with PID ${holder.pid} on ${holder.host} (started ${holder.startedAt})`
    : 'another server (its lock file cannot be read)';
  return [
    `The data folder ${folder} is in use by ${who}.`,
    'Two servers on one embedded database lose each other’s writes, so this one will not start.',
    'Stop the other server, or give this one its own DATA_DIR; to run several servers, use PostgreSQL (DATABASE_URL).',
    `If that server is really gone, delete ${file}.`,
  ].join('\n');
}

const held = new Set<string>();
let exitHookInstalled = false;

/** A process that exits without closing the database (process.exit) still frees the folder. */
function releaseAllOnExit() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const file of held) releaseIfOurs(file);
  });
}

function releaseIfOurs(file: string) {
  if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  held.delete(file);
}

/**
 * Takes the folder's lock or throws `DataFolderInUseError` naming the holder. Returns the
 * release, for a clean shutdown.
 */
export async function lockDataFolder(folder: string, log: LockLog): Promise<() => void> {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, lockFileName);
  const me: Holder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (tryCreate(file, me)) {
      held.add(file);
      releaseAllOnExit();
      return () => releaseIfOurs(file);
    }
    const holder = readHolder(file);
    if (!holder || !isStale(holder, file)) throw new DataFolderInUseError(inUseMessage(folder, holder, file));
    await removeStale(file, holder, log);
  }
  throw new DataFolderInUseError(inUseMessage(folder, readHolder(file), file));
}
