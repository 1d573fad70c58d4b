import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataFolderInUseError, lockDataFolder, lockFileName } from './data-folder-lock.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function newFolder() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-lock-'));
  folders.push(folder);
  return folder;
}

const log = () => ({ warn: vi.fn() });
const writeLock = (folder: string, holder: object) =>
  fs.writeFileSync(path.join(folder, lockFileName), JSON.stringify(holder));
const readLock = (folder: string) => JSON.parse(fs.readFileSync(path.join(folder, lockFileName), 'utf8')) as object;

/** The PID of a process that has ended: no process answers to it any more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('the data folder lock', () => {
  it('is taken with this PID and host, refuses a second taker naming the folder and PID, and is freed on release', async () => {
    const folder = newFolder();
    const release = await lockDataFolder(folder, log());
    expect(readLock(folder)).toMatchObject({ pid: process.pid, host: os.hostname() });
    const second = lockDataFolder(folder, log());
    await expect(second).rejects.toThrow(DataFolderInUseError);
    await expect(second).rejects.toThrow(`The data folder ${folder} is in use by the server with PID ${process.pid}`);
    release();
    expect(fs.existsSync(path.join(folder, lockFileName))).toBe(false);
    (await lockDataFolder(folder, log()))();
  });

  it('takes over the lock of a process that is gone, with a warning', async () => {
    const folder = newFolder();
    const stale = { pid: deadPid(), host: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' };
    writeLock(folder, stale);
    const warnings = log();
    const release = await lockDataFolder(folder, warnings);
    expect(readLock(folder)).toMatchObject({ pid: process.pid });
    expect(warnings.warn).toHaveBeenCalledWith(expect.objectContaining({ holder: stale }), expect.any(String));
    release();
  });

  it('refuses a lock held by a live process, one from another host, and one it cannot read', async () => {
    const parent = { pid: process.ppid, host: os.hostname(), startedAt: 'x' };
    const elsewhere = { pid: deadPid(), host: 'another-host', startedAt: 'x' };
    for (const holder of [parent, elsewhere, 'not json']) {
      const folder = newFolder();
      if (typeof holder === 'string') fs.writeFileSync(path.join(folder, lockFileName), holder);
      else writeLock(folder, holder);
      await expect(lockDataFolder(folder, log())).rejects.toThrow(DataFolderInUseError);
    }
  });

  it('does not remove a lock that another server took since (release only frees its own)', async () => {
    const folder = newFolder();
    const release = await lockDataFolder(folder, log());
    writeLock(folder, { pid: process.ppid, host: os.hostname(), startedAt: 'x' });
    release();
    expect(readLock(folder)).toMatchObject({ pid: process.ppid });
  });
});
