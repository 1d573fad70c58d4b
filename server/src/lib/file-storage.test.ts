import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/support/s3-server.js';
import { createLocalFileStorage, isStorageKey, type FileStorage } from './file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';

type Backend = { storage: FileStorage; close: () => Promise<void> };

async function localBackend(): Promise<Backend> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-storage-'));
  return {
    storage: createLocalFileStorage(root),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const server = await startS3Server();
  const storage = createS3FileStorage(server.settings);
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
}

describe.each([
  ['the local folder', localBackend],
  ['an S3 bucket', s3Backend],
])('file storage in %s', (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(() => backend.close());

  it('saves under a key it makes itself, reads the bytes back and removes them', async () => {
    const key = await backend.storage.save('vehicles', 'svg', Buffer.from('<svg></svg>'));
    expect(key).toMatch(/^vehicles\/[0-9a-f-]{36}\.svg$/);
    const stream = await backend.storage.read(key);
    expect(stream && (await text(stream))).toBe('<svg></svg>');
    await backend.storage.remove(key);
    expect(await backend.storage.read(key)).toBeUndefined();
  });

  it('keeps binary files byte for byte', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 256));
    const key = await backend.storage.save('checklists', 'jpeg', bytes);
    const stream = await backend.storage.read(key);
    expect(Buffer.concat(await stream!.toArray()).equals(bytes)).toBe(true);
  });

  it('answers undefined for a well-formed key it does not hold', async () => {
    expect(await backend.storage.read('inspections/00000000-0000-0000-0000-000000000000.pdf')).toBeUndefined();
  });

  it('never reads outside its folder, whatever key it is given', async () => {
    fs.writeFileSync(path.join(os.tmpdir(), 'fleet-ops-secret.txt'), 'secret');
    for (const key of [
      '../fleet-ops-secret.txt',
      'vehicles/../../fleet-ops-secret.txt',
      '/etc/passwd',
      'vehicles/x.png',
    ]) {
      expect(isStorageKey(key)).toBe(false);
      expect(await backend.storage.read(key)).toBeUndefined();
    }
  });
});

describe('the S3 test server', () => {
  it('refuses a request signed with the wrong secret, so the suite above proves real signing', async () => {
    const server = await startS3Server();
    const storage = createS3FileStorage({
      ...server.settings,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
    });
    try {
      await expect(storage.save('vehicles', 'svg', Buffer.from('<svg></svg>'))).rejects.toThrow(/signature/i);
    } finally {
      storage.close();
      await server.close();
    }
  });
});
