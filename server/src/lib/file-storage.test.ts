import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage, isStorageKey } from './file-storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-storage-'));
const storage = createLocalFileStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  it('saves under a key it makes itself, reads the bytes back and removes them', async () => {
    const key = await storage.save('vehicles', 'svg', Buffer.from('<svg></svg>'));
    expect(key).toMatch(/^vehicles\/[0-9a-f-]{36}\.svg$/);
    const stream = await storage.read(key);
    expect(stream && (await text(stream))).toBe('<svg></svg>');
    await storage.remove(key);
    expect(await storage.read(key)).toBeUndefined();
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
      expect(await storage.read(key)).toBeUndefined();
    }
  });
});
