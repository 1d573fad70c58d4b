import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleFormPayload } from '../api/vehicles/test-support.js';
import { imageSize, pictureOf } from '../support/images.js';
import { multipartBody } from '../support/multipart.js';
import { startS3Server } from '../support/s3-server.js';
import { crashAdmin, freePort, startServer, stopServer, type ServerProcess } from './crash-server.js';
import { scratchDatabase, scratchFolder, type Cleanups } from './scratch-stores.js';

/**
 * Issue 22: two server processes behind one load balancer share nothing but PostgreSQL, Redis and
 * an S3 bucket (all real: the local PostgreSQL and Redis, and an S3-protocol server that checks
 * signatures). Whatever reaches one instance, the other must see at once.
 */
const cleanups: Cleanups = [];
let first: ServerProcess;
let second: ServerProcess;
const dataFolders: string[] = [];
const slow = 180_000;

beforeAll(async () => {
  const database = await scratchDatabase(cleanups);
  const bucket = await startS3Server();
  cleanups.push(bucket.close);
  const { endpoint, bucket: name, credentials } = bucket.settings;
  const shared = {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    S3_BUCKET: name,
    S3_ENDPOINT: endpoint!,
    S3_ACCESS_KEY_ID: credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
    AUTH_RATE_LIMIT: '3',
    // The load balancer's X-Forwarded-For names the client, as in README "Run several instances".
    TRUST_PROXY: '1',
  };
  const start = async () => {
    dataFolders.push(scratchFolder(cleanups));
    return startServer({
      port: await freePort(),
      dataDir: dataFolders.at(-1)!,
      databaseUrl: database.url,
      env: shared,
    });
  };
  // One after the other: the first applies the migrations, the second finds them done.
  first = await start();
  second = await start();
}, slow);

afterAll(async () => {
  await Promise.all([first, second].filter(Boolean).map((server) => stopServer(server)));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, slow);

const client = () => `203.0.113.${randomInt(1, 255)}`;

async function call(server: ServerProcess, path: string, init: RequestInit & { token?: string; from?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  headers.set('x-forwarded-for', init.from ?? client());
  return fetch(`${server.baseUrl}${path}`, { ...init, headers });
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function signInOn(server: ServerProcess): Promise<string> {
  const response = await call(server, '/api/login', json(crashAdmin));
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe('two instances on one PostgreSQL, Redis and S3 bucket', () => {
  it('a session made on one instance works on the other, and signing out on it ends it on both', async () => {
    const token = await signInOn(first);
    const me = await call(second, '/api/me', { token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(crashAdmin.email);
    expect((await call(second, '/api/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(first, '/api/me', { token })).status).toBe(401);
  });

  it('a write on one instance is read on the other at once', async () => {
    const token = await signInOn(second);
    const vehicle = vehicleFormPayload({ equipment_number: `TWO-${randomInt(1e6)}` });
    const created = await call(first, '/api/vehicles', { ...json(vehicle), token });
    expect(created.status).toBe(201);
    const list = await call(second, `/api/vehicles?search=${vehicle.equipment_number}`, { token });
    const rows = ((await list.json()) as { data: { equipment_number: string }[] }).data;
    expect(rows.map((row) => row.equipment_number)).toEqual([vehicle.equipment_number]);
  });

  it('a photo uploaded through one instance downloads through the other, from the bucket', async () => {
    const token = await signInOn(first);
    const created = await call(first, '/api/vehicles', { ...json(vehicleFormPayload()), token });
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const photo = await pictureOf(640, 480, 'jpeg');
    const form = multipartBody({}, [
      { field: 'image_1', fileName: 'truck.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const uploaded = await call(first, `/api/vehicles/${id}/upload_image`, {
      method: 'POST',
      headers: form.headers,
      body: form.payload,
      token,
    });
    expect(uploaded.status).toBe(200);
    const url = ((await uploaded.json()) as { data: { vehicle_files: { image_1: string } } }).data.vehicle_files
      .image_1;
    const download = await call(second, url, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    expect(await imageSize(Buffer.from(await download.arrayBuffer()))).toEqual({
      width: 640,
      height: 480,
      format: 'jpeg',
    });
    // Kept in the bucket only: neither instance wrote the photo to its own disk.
    for (const folder of dataFolders) expect(fs.existsSync(path.join(folder, 'files'))).toBe(false);
  });

  it(
    'sign-in attempts from one address through both instances count against one limit',
    { timeout: slow },
    async () => {
      const from = client();
      const statuses = [];
      for (const server of [first, second, first, second]) {
        const attempt = await call(server, '/api/login', {
          ...json({ email: 'guess@fleet.test', password: 'wrong' }),
          from,
        });
        statuses.push(attempt.status);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    },
  );
});
