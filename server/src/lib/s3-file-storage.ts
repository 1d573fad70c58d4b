import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config-services.js';
import { isStorageKey, type FileStorage } from './file-storage.js';
import { fileKindDetails } from './file-types.js';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph), so every instance reads what any
 * instance stored. Downloads still stream through the app, behind its permission checks: the
 * bucket is never exposed to browsers.
 */
export function createS3Client(settings: S3Settings): S3Client {
  // The SDK is pinned to the last line that supports Node 20 (../shared/STACK.md); its notice that
  // later releases will need Node 22 says nothing an operator can act on.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 2,
  });
}

export function createS3FileStorage(settings: S3Settings): FileStorage & { close: () => void } {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  return {
    async save(folder, kind, data) {
      const details = fileKindDetails[kind];
      const key = `${folder}/${randomUUID()}.${details.extension}`;
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: details.mimeType }));
      return key;
    },
    async read(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body instanceof Readable ? object.Body : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
