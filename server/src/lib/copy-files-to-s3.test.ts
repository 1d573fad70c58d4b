import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/support/s3-server.js';
import { copyLocalFilesToS3 } from './copy-files-to-s3.js';
import { createLocalFileStorage } from './file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';

let server: Awaited<ReturnType<typeof startS3Server>>;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-copy-'));
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('copying a data folder into the bucket', () => {
  it('copies every stored file under its own key once, and skips what the app did not make', async () => {
    const local = createLocalFileStorage(root);
    const photo = await local.save('checklists', 'jpeg', Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
    const plan = await local.save('inspections', 'svg', Buffer.from('<svg>plan</svg>'));
    fs.writeFileSync(path.join(root, 'vehicles-left-over.partial'), 'x');
    fs.mkdirSync(path.join(root, 'vehicles'), { recursive: true });
    fs.writeFileSync(path.join(root, 'vehicles', 'notes.txt'), 'not ours');

    expect(await copyLocalFilesToS3(root, server.settings)).toEqual({
      copied: 2,
      alreadyThere: 0,
      skipped: ['vehicles/notes.txt'],
    });
    expect(await copyLocalFilesToS3(root, server.settings)).toEqual({
      copied: 0,
      alreadyThere: 2,
      skipped: ['vehicles/notes.txt'],
    });

    const bucket = createS3FileStorage(server.settings);
    try {
      expect(await text((await bucket.read(plan))!)).toBe('<svg>plan</svg>');
      expect(Buffer.concat(await (await bucket.read(photo))!.toArray())).toEqual(
        Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]),
      );
    } finally {
      bucket.close();
    }
  });
});
