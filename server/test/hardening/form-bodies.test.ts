import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@fleet-ops/shared';
import { pngBytes } from '../support/images.js';
import { multipartBody } from '../support/multipart.js';
import { useTestApp, type TestUser } from '../support/test-app.js';
import { routeTable } from './route-table.js';

const testApp = useTestApp();
const users = {} as Record<Role, TestUser>;

beforeAll(async () => {
  for (const role of ['admin', 'supervisor', 'driver'] as const) users[role] = await testApp.createUser(role);
});

/** A form of one field `size` bytes long, with the boundary given. */
function formOf(size: number, boundary = '----fleet-ops-form') {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${'x'.repeat(size)}\r\n--${boundary}--\r\n`,
  };
}

const fileRoutes = [
  'POST /api/checklist',
  'POST /api/vehicles/:id(^\\d+$)/upload_image',
  'POST /api/defects/:id/repair',
  'POST /api/imports/:kind',
  // Issue 36: a defect reported mid-shift keeps its photos, a countersignature its drawn signature.
  'POST /api/defects',
  'POST /api/checklist/:id/countersign',
];
/** Every route that takes a body and keeps no file, with a caller it lets through. */
const formOnlyRoutes = Object.entries(routeTable)
  .filter(([key]) => /^(POST|PUT) /.test(key) && !fileRoutes.includes(key))
  .map(([key, entry]) => {
    const [method, url] = key.split(' ') as [InjectOptions['method'], string];
    const path = (entry.path ?? url).replace(/\{\w+\}/g, '1');
    const role = typeof entry.access === 'string' ? 'admin' : entry.access[0]!;
    return { key, method, path, caller: () => (entry.access === 'public' ? undefined : users[role]) };
  });

describe('form data boundaries', () => {
  it.each(['POST /api/login', 'POST /api/checklist', 'PUT /api/customization/home'])(
    '%s answers a 1,000-character boundary with 400 and a message',
    async (key) => {
      const [method, url] = key.split(' ') as [InjectOptions['method'], string];
      const response = await testApp.request(users.driver, { method, url, ...formOf(10, 'b'.repeat(1000)) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The form data boundary is invalid: it must be 1 to 70 characters.',
      });
    },
  );

  it('still reads a form whose boundary is 70 characters, the most RFC 2046 allows', async () => {
    const user = await testApp.createUser('driver', { email: 'boundary@fleet.test', password: 'boundary password' });
    const boundary = 'b'.repeat(70);
    const response = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${user.email}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${user.password}\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('form data is held to the JSON body limit except where files are kept', () => {
  it.each(formOnlyRoutes.map((route) => [route.key, route] as const))(
    '%s refuses form data over 1 MB with 413',
    async (_key, route) => {
      const response = await testApp.request(route.caller(), {
        method: route.method,
        url: route.path,
        ...formOf(1024 * 1024 + 10),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: 'The request is too large.' });
    },
  );

  it('refuses a file sent to sign-in with 415, and still signs in with the same fields as form data', async () => {
    const user = await testApp.createUser('driver', { email: 'form@fleet.test', password: 'form password' });
    const fields = { email: user.email, password: user.password };
    const photo = { field: 'photo', fileName: 'me.png', contentType: 'image/png', data: pngBytes };
    const withFile = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/login',
      ...multipartBody(fields, [photo]),
    });
    expect(withFile.statusCode).toBe(415);
    expect(withFile.json()).toEqual({ message: 'This request does not take files.' });
    const plain = await testApp.request(undefined, { method: 'POST', url: '/api/login', ...multipartBody(fields) });
    expect(plain.statusCode).toBe(200);
  });

  it('lets the upload routes take files over 1 MB, up to their 10 MB per file', async () => {
    // Not an image past its signature: read whole, then refused for what it is, not for its size.
    const big = Buffer.concat([pngBytes.subarray(0, 8), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const response = await testApp.request(users.admin, {
      method: 'POST',
      url: '/api/vehicles/1/upload_image',
      ...multipartBody({}, [{ field: 'image_1', fileName: 'big.png', contentType: 'image/png', data: big }]),
    });
    expect(response.statusCode).not.toBe(413);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('sign-in over a real connection', () => {
  let port: number;
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  /** Sends the headers and `sent` bytes of the body, then waits for the answer without sending the rest. */
  function partialPost(headers: Record<string, string | number>, sent: Buffer[]) {
    return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/api/login', headers });
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          });
          request.destroy();
        });
      });
      for (const chunk of sent) request.write(chunk);
    });
  }

  it('refuses a declared 100 MB form with 413 before reading it', async () => {
    const boundary = '----fleet-ops-big';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n`);
    const answer = await partialPost(
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 100 * 1024 * 1024 },
      [head, Buffer.alloc(64 * 1024, 120)],
    );
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
      status: 413,
      body: { message: 'The request is too large.' },
    });
    // Answered from the headers: only 64 KB of the 100 MB ever arrive, so an answer at all
    // shows it; the bound is loose for a busy test machine.
    expect(answer.ms).toBeLessThan(5000);
  });

  it('stops reading a chunked form (no length declared) once it passes 1 MB, with 413', async () => {
    const boundary = '----fleet-ops-chunked';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n`);
    const answer = await partialPost(
      { 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      [head, ...Array.from({ length: 20 }, () => Buffer.alloc(128 * 1024, 120))],
    );
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({
      status: 413,
      body: { message: 'The request is too large.' },
    });
  });
});
