import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@fleet-ops/shared';
import { users } from '../../src/db/schema/index.js';
import { forbiddenMessage, unauthenticatedMessage } from '../../src/plugins/authentication.js';
import { useTestApp } from '../support/test-app.js';
import { clearRecordedRoutes, recordedRoutes, type RecordedRoute } from './route-recorder.js';
import { accessText, allows, routeTable, samplePath } from './route-table.js';
import { routeSample } from './route-samples.js';
import { expiredToken, liveToken, revokedToken, seedFleet, type SeededFleet, type SeededId } from './seed.js';
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

/**
 * Another crew's row in place of each seeded row a supervisor's path may name (IDOR cases). It
 * runs before the matrix below, whose deletions would otherwise leave nothing to reach.
 */
const otherCrewIds: Partial<Record<SeededId, SeededId>> = {
  ownDriver: 'otherDriver',
  vehicle: 'otherVehicle',
  checklist: 'otherCrewChecklist',
  supervisorChecklist: 'otherCrewChecklist',
  defect: 'otherCrewDefect',
  repairedDefect: 'otherCrewDefect',
  closableDefect: 'otherCrewDefect',
};

/** A word as a whole token of the answer (`EQ-2` is not in `EQ-21`). */
const holds = (body: string, word: string) =>
  new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(body);

describe("a supervisor and another crew's records", () => {
  const supervisorRoutes = () => routes.filter((route) => allows(routeTable[route.key]?.access ?? [], 'supervisor'));

  it('reaches the seeded rows of the other crew as an admin, so the refusals below are about scope', async () => {
    const { ids } = fleet;
    const admin = await liveToken(testApp, fleet.users.admin.id);
    for (const url of [
      `/api/drivers/assigned_vehicles/${ids.otherDriver}`,
      `/api/checklist/${ids.otherCrewChecklist}`,
      `/api/defects/${ids.otherCrewDefect}`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it("answers 404, as for an unknown id, wherever a supervisor's path names another crew's driver, vehicle, checklist or defect", async () => {
    const token = await liveToken(testApp, fleet.users.supervisor.id);
    const answers: string[] = [];
    for (const route of supervisorRoutes()) {
      const entry = routeTable[route.key]!;
      const path = entry.path?.replace(/\{(\w+)\}/g, (name, id: SeededId) =>
        otherCrewIds[id] ? `{${otherCrewIds[id]}}` : name,
      );
      if (!path || path === entry.path) continue;
      const response = await app.inject({
        method: route.method as InjectOptions['method'],
        url: samplePath(route.url, { ...entry, path }, fleet.ids),
        headers: { authorization: `Bearer ${token}` },
        // A valid body (or query), so the answer is about the row and not about the input.
        ...(route.method === 'GET'
          ? { query: routeSample(route.key, fleet)?.query }
          : { payload: routeSample(route.key, fleet)?.body ?? {} }),
      });
      answers.push(`${route.key}: ${response.statusCode}`);
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(answers).toEqual(answers.map((answer) => answer.replace(/\d+$/, '404')));
  });

  it('names no driver or vehicle of another crew in any answer a supervisor may read', async () => {
    const token = await liveToken(testApp, fleet.users.supervisor.id);
    const leaks: string[] = [];
    for (const route of supervisorRoutes().filter((entry) => entry.method === 'GET')) {
      const query = routeSample(route.key, fleet)?.query;
      const response = await app.inject({
        method: 'GET',
        url: samplePath(route.url, routeTable[route.key]!, fleet.ids),
        query,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      const found = fleet.otherCrewWords.filter((word) => holds(response.body, word));
      if (found.length > 0) leaks.push(`${route.key} (${response.statusCode}) names ${found.join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });
});

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
