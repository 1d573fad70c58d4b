import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createsEmbeddedDatabase } from './client.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-creates-'));
  folders.push(folder);
  return folder;
}

describe('createsEmbeddedDatabase', () => {
  it('is true for a data folder with no database yet, even one that exists', () => {
    const dataDir = dataFolder();
    expect(createsEmbeddedDatabase({ databaseUrl: undefined, dataDir })).toBe(true);
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    expect(createsEmbeddedDatabase({ databaseUrl: undefined, dataDir })).toBe(true);
  });

  it('is false once the folder holds a database (PostgreSQL writes PG_VERSION first)', () => {
    const dataDir = dataFolder();
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    expect(createsEmbeddedDatabase({ databaseUrl: undefined, dataDir })).toBe(false);
  });

  it('is false with DATABASE_URL, which never creates the embedded database', () => {
    expect(createsEmbeddedDatabase({ databaseUrl: 'postgres://fleet@db/fleet', dataDir: dataFolder() })).toBe(false);
  });
});
