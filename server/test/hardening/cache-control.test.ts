import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { clearRecordedRoutes, recordedRoutes, type RecordedRoute } from './route-recorder.js';
import { routeTable, samplePath } from './route-table.js';
import { seedFleet, type SeededFleet } from './seed.js';
import { buildAppWithScreens } from './web-app.js';

/**
 * No cache may keep an API answer: every one carries a user's data, a token or a private file,
 * and a shared site PC's browser cache (or the back button after sign-out) would show it to the
 * next person. Checked on every GET route of the real route table, signed in and not, and on
 * the sign-in answer that carries the token.
 */

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-recorder.js')).recordingFastify(await importOriginal<{ default: unknown }>()),
);

const testApp = useTestApp();
let fleet: SeededFleet;
let app: FastifyInstance;
let routes: RecordedRoute[];
let closeApp: () => Promise<void>;

beforeAll(async () => {
  fleet = await seedFleet(testApp);
  clearRecordedRoutes();
  ({ app, close: closeApp } = await buildAppWithScreens(testApp));
  routes = recordedRoutes();
});

afterAll(() => closeApp());

const isApi = (route: RecordedRoute) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');

type CacheAnswer = { route: string; status: number; cacheControl: unknown };

async function cacheControlOf(route: RecordedRoute, token: string | undefined): Promise<CacheAnswer> {
  const response = await app.inject({
    method: 'GET',
    url: samplePath(route.url, routeTable[route.key]!, fleet.ids),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { route: route.key, status: response.statusCode, cacheControl: response.headers['cache-control'] };
}

describe('Cache-Control on API answers', () => {
  it('is no-store on every GET API answer, signed in as an admin (JSON, CSV, PDF and stored files)', async () => {
    const answers: CacheAnswer[] = [];
    for (const route of routes.filter((entry) => entry.method === 'GET' && isApi(entry))) {
      answers.push(await cacheControlOf(route, fleet.users.admin.token));
    }
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((answer) => answer.cacheControl !== 'no-store')).toEqual([]);
    // The routes that answer with files did answer with their file, not an error.
    const served = (key: string) => answers.find((answer) => answer.route === key)?.status;
    expect(served('GET /api/checklist/:id/attachments/:attachmentId')).toBe(200);
    expect(served('GET /api/vehicles/:id(^\\d+$)/files/:image_key')).toBe(200);
    expect(served('GET /api/checklist/:id/pdf')).toBe(200);
    expect(served('GET /api/me')).toBe(200);
  });

  it('is no-store on the refusals too (no token: 401)', async () => {
    const answers: CacheAnswer[] = [];
    for (const route of routes.filter((entry) => entry.method === 'GET' && isApi(entry))) {
      answers.push(await cacheControlOf(route, undefined));
    }
    expect(answers.filter((answer) => answer.cacheControl !== 'no-store')).toEqual([]);
  });

  it('is no-store on the sign-in answer, which carries the session token', async () => {
    const admin = fleet.users.admin;
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the screens and their built assets cacheable as before', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const screen = await app.inject({ method: 'GET', url: '/vehicles/12' });
    expect(screen.headers['cache-control']).toBe('no-cache');
  });
});
