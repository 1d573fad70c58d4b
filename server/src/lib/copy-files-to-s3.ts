import fsp from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config-services.js';
import { isStorageKey, storageFolders } from './file-storage.js';
import { createS3Client } from './s3-file-storage.js';

export type CopySummary = { copied: number; alreadyThere: number; skipped: string[] };

/**
 * Copies the files of a local data folder into the bucket under the same keys, so the rows that
 * name them keep working when the app moves to S3. Safe to run again: a key already in the bucket
 * is left alone. Files whose names are not storage keys (a crash's `.partial`) are skipped.
 */
export async function copyLocalFilesToS3(root: string, settings: S3Settings): Promise<CopySummary> {
  const client = createS3Client(settings);
  const summary: CopySummary = { copied: 0, alreadyThere: 0, skipped: [] };
  try {
    for (const folder of storageFolders) {
      const names = await fsp.readdir(path.join(root, folder)).catch(() => [] as string[]);
      for (const name of names) {
        const key = `${folder}/${name}`;
        if (!isStorageKey(key)) summary.skipped.push(key);
        else if (await exists(client, settings.bucket, key)) summary.alreadyThere += 1;
        else {
          const Body = await fsp.readFile(path.join(root, folder, name));
          await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body }));
          summary.copied += 1;
        }
      }
    }
  } finally {
    client.destroy();
  }
  return summary;
}

async function exists(client: ReturnType<typeof createS3Client>, Bucket: string, Key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket, Key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound) return false;
    throw error;
  }
}
