import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../support/test-app.js';
import { buildAppWithScreens, fakeAsset, fakeIndexHtml } from './web-app.js';

/**
 * What goes over the wire is compressed when the browser accepts it: the built screens from the
 * brotli and gzip copies the build writes, JSON answers over 1 KB and CSV exports on the fly.
 * A client that accepts neither gets the plain bytes.
 */

const testApp = useTestApp();
let app: FastifyInstance;
let close: () => Promise<void>;
let admin: TestUser;

beforeAll(async () => {
  ({ app, close } = await buildAppWithScreens(testApp));
  admin = await testApp.createUser('admin');
  // Enough accounts that the list of them is well over the 1 KB threshold.
  for (let index = 0; index < 12; index += 1) await testApp.createUser('supervisor');
});

afterAll(() => close());

const browsers = {
  'accepts brotli and gzip': { header: 'gzip, deflate, br', encoding: 'br' },
  'accepts only gzip': { header: 'gzip', encoding: 'gzip' },
  'accepts neither': { header: undefined, encoding: undefined },
} as const;

type Browser = keyof typeof browsers;

function get(url: string, browser: Browser, signedIn = false): Promise<LightMyRequestResponse> {
  const acceptEncoding = browsers[browser].header;
  return app.inject({
    method: 'GET',
    url,
    headers: {
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      ...(signedIn ? { authorization: `Bearer ${admin.token}` } : {}),
    },
  });
}

/** The bytes as the browser reads them once it has undone the content encoding. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(raw).toString('utf8');
    default:
      return raw.toString('utf8');
  }
}

const everyBrowser = Object.keys(browsers) as Browser[];

describe('compressed answers', () => {
  it.each(everyBrowser)(
    'send a built asset pre-compressed to a browser that %s, cached for a year',
    async (browser) => {
      const response = await get('/assets/app-1a2b3c.js', browser);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(browsers[browser].encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(fakeAsset);
      if (browsers[browser].encoding) expect(response.rawPayload.length).toBeLessThan(fakeAsset.length / 4);
    },
  );

  it.each(everyBrowser)(
    'send the screens pre-compressed to a browser that %s, never cached unchecked',
    async (browser) => {
      for (const url of ['/', '/vehicles/12', '/index.html']) {
        const response = await get(url, browser);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(browsers[browser].encoding);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decoded(response)).toBe(fakeIndexHtml);
      }
    },
  );

  it.each(everyBrowser)('compress a JSON answer over 1 KB for a browser that %s', async (browser) => {
    const response = await get('/api/users', browser, true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(browsers[browser].encoding);
    const body = decoded(response);
    expect(body.length).toBeGreaterThan(1024);
    expect((JSON.parse(body) as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(13);
  });

  it('leave a JSON answer under 1 KB as it is: compressing it would cost more than it saves', async () => {
    const response = await get('/api/health', 'accepts brotli and gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('still stream a CSV export, compressed on the way out', async () => {
    const response = await get('/api/drivers/a1b2c3/export', 'accepts brotli and gzip', true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    // Streamed: sent in chunks as the rows are read, so no length is known up front.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(decoded(response)).toMatch(/^\uFEFF/);
  });
});
