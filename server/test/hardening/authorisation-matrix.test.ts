import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@fleet-ops/shared';
import { users } from '../../src/db/schema/index.js';
import { forbiddenMessage, unauthenticatedMessage } from '../../src/plugins/authentication.js';
import { useTestApp } from '../support/test-app.js';
import { clearRecordedRoutes, recordedRoutes, type RecordedRoute } from './route-recorder.js';
import { accessText, allows, routeTable, samplePath } from './route-table.js';
import { expiredToken, liveToken, revokedToken, seedFleet, type SeededFleet } from './seed.js';
import { buildAppWithScreens } from './web-app.js';

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
  // The production shape: API and screens. Only its routes are kept.
  clearRecordedRoutes();
  ({ app, close: closeApp } = await buildAppWithScreens(testApp));
  routes = recordedRoutes();
});

afterAll(() => closeApp());

const roles: Role[] = ['driver', 'supervisor', 'admin'];

type Call = { caller: string; method: string; status: number; body: string };

/** One call of the route as `caller`, with an empty JSON body where the method takes one. */
async function call(route: RecordedRoute, token: string | undefined, override = false): Promise<Call> {
  const url = samplePath(route.url, routeTable[route.key]!, fleet.ids);
  const options: InjectOptions = {
    method: override ? 'POST' : route.method,
    url,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(override ? { 'x-http-method-override': 'PUT' } : {}),
    },
  };
  if (['POST', 'PUT', 'PATCH'].includes(String(options.method))) options.payload = {};
  const response = await app.inject(options);
  return { caller: '', method: String(options.method), status: response.statusCode, body: response.body };
}

/** Tokens that must never get past a route that is not public. */
async function refusedTokens(): Promise<Record<string, string | undefined>> {
  const admin = fleet.users.admin;
  const disabled = await testApp.createUser('admin');
  const disabledToken = await liveToken(testApp, disabled.id);
  await testApp.context.db.update(users).set({ enabled: false }).where(eq(users.id, disabled.id));
  return {
    'no token': undefined,
    'a made-up token': 'not-a-real-token',
    'an expired token': await expiredToken(testApp, admin.id),
    'a revoked token': await revokedToken(testApp, admin.id),
    "a disabled account's token": disabledToken,
  };
}

describe('authorisation matrix', () => {
  it('has an entry for every route, no entry without a route, and each entry matches the declared access', () => {
    const declared = new Map(routes.map((route) => [route.key, accessText(route.access)]));
    const missing = routes.filter((route) => !routeTable[route.key]).map((route) => route.key);
    const gone = Object.keys(routeTable).filter((key) => !declared.has(key));
    const different = Object.entries(routeTable)
      .filter(([key, entry]) => declared.has(key) && declared.get(key) !== accessText(entry.access))
      .map(([key, entry]) => `${key}: declares ${declared.get(key)}, the table says ${accessText(entry.access)}`);
    expect({ missing, gone, different }).toEqual({ missing: [], gone: [], different: [] });
  });

  // About 900 requests in one test (every route, eight callers each): more than the 20 s a single
  // API case gets on a busy two-core machine.
  it(
    'answers 401 to no, unknown, expired, revoked and disabled tokens, 403 to other roles, and lets the allowed roles in',
    { timeout: 120_000 },
    async () => {
      const refused = await refusedTokens();
      const problems: string[] = [];
      // Deletions last, so every other route still finds its seeded rows.
      const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      for (const route of ordered.filter((entry) => routeTable[entry.key])) {
        const access = routeTable[route.key]!.access;
        for (const override of route.method === 'PUT' ? [false, true] : [false]) {
          const label = override ? `${route.key} (as POST with the override)` : route.key;
          const expect = (caller: string, result: Call, wanted: 'in' | 401 | 403) => {
            const refusedAs = result.status === 401 || result.status === 403 ? result.status : undefined;
            const ok =
              result.status < 500 &&
              (wanted === 'in'
                ? refusedAs === undefined
                : result.status === wanted &&
                  JSON.parse(result.body).message === (wanted === 401 ? unauthenticatedMessage : forbiddenMessage));
            if (!ok) problems.push(`${label} with ${caller}: ${result.status} ${result.body.slice(0, 120)}`);
          };
          for (const [caller, token] of Object.entries(refused)) {
            expect(caller, await call(route, token, override), access === 'public' ? 'in' : 401);
          }
          for (const role of roles) {
            const token = await liveToken(testApp, fleet.users[role].id);
            expect(`a ${role}'s token`, await call(route, token, override), allows(access, role) ? 'in' : 403);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
