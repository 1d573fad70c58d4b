import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../../src/config-services.js';

/** The key pair s3rver accepts; a request signed with any other secret is refused with 403. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server on a free port, in its own folder, that checks every request's
 * signature. Buckets are made at start: its bucket calls fail their own signature check
 * (../shared/STACK.md).
 */
export async function startS3Server(bucket = 'fleet-ops-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-ops-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: s3rverCredentials,
    forcePathStyle: true,
  };
  return {
    settings,
    directory,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
