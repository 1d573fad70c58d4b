import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { bodyFuzzer } from './body-fuzzing.js';
import { brokenPromise, outcomeOf } from './request-cases.js';
import { spoiledBodies, spoiledParams, spoiledQueryValues } from './request-fuzzing.js';
import { recordedRoutes, type RecordedRoute } from './route-recorder.js';
import { routeSample } from './route-samples.js';
import { routeTable, samplePath } from './route-table.js';
import { changedTables, tableChecksums } from './table-checksums.js';
import { seedFleet, type SeededFleet } from './seed.js';

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-recorder.js')).recordingFastify(await importOriginal<{ default: unknown }>()),
);

const testApp = useTestApp({ authRateLimit: 1_000_000 });
let fleet: SeededFleet;
let fuzzer: ReturnType<typeof bodyFuzzer>;
let routes: RecordedRoute[];

beforeAll(async () => {
  fleet = await seedFleet(testApp);
  fuzzer = bodyFuzzer(testApp, fleet);
  // The API docs are the swagger-ui package's own routes; the matrix covers their access.
  routes = recordedRoutes().filter((route) => routeTable[route.key] && !route.url.startsWith('/api/docs'));
});

const slow = 180_000;

type Expected = {
  /** Every request must get a 4xx (a spoiled id names nothing; a search for odd text may find nothing and say 200). */
  refused: boolean;
  /** No row may change (not so for a POST without a body schema: it acts whatever it is sent). */
  unchanged: boolean;
};

/** Sends each request and returns the broken promises and what went against `expected`. */
async function refuseAll(
  what: string,
  requests: { label: string; options: InjectOptions }[],
  expected: Expected,
): Promise<string[]> {
  const problems: string[] = [];
  const before = await tableChecksums(testApp.context.db);
  const accepted: string[] = [];
  for (const { label, options } of requests) {
    const outcome = outcomeOf(
      label,
      await testApp.request(undefined, {
        ...options,
        headers: { authorization: `Bearer ${fleet.users.admin.token}`, ...options.headers },
      }),
    );
    if (outcome.status < 400) accepted.push(`${label}: ${outcome.status}`);
    if (expected.refused && outcome.status < 400) problems.push(`${label}: accepted with ${outcome.status}`);
    const broken = brokenPromise(outcome);
    if (broken) problems.push(broken);
  }
  const changed = changedTables(before, await tableChecksums(testApp.context.db));
  if (expected.unchanged && changed.length > 0)
    problems.push(`${what} changed ${changed.join(', ')}; accepted: ${accepted.join('; ') || 'none'}`);
  return problems;
}

function bodyOf(route: RecordedRoute): InjectOptions['payload'] | undefined {
  return ['POST', 'PUT', 'PATCH'].includes(route.method) ? fuzzer.sampleBody(route) : undefined;
}

describe('bad input outside the body fields', () => {
  it('answers a spoiled path parameter of any route with a 4xx and changes nothing', { timeout: slow }, async () => {
    const problems: string[] = [];
    for (const route of routes.filter((one) => one.url.includes(':'))) {
      const sample = samplePath(route.url, routeTable[route.key]!, fleet.ids).split('/');
      const parameters = route.url
        .split('/')
        .map((segment, index) => (segment.startsWith(':') ? index : -1))
        .filter((index) => index >= 0);
      const requests = parameters.flatMap((index) =>
        spoiledParams.map(([label, value]) => ({
          label: `${route.key} ${route.url.split('/')[index]} = ${label}`,
          options: {
            method: route.method,
            url: sample.map((segment, at) => (at === index ? value : segment)).join('/'),
            payload: bodyOf(route),
          },
        })),
      );
      problems.push(...(await refuseAll(route.key, requests, { refused: true, unchanged: true })));
    }
    expect(problems).toEqual([]);
  });

  it('answers spoiled query values without a 5xx and changes nothing', { timeout: slow }, async () => {
    const problems: string[] = [];
    for (const route of routes.filter((one) => one.schema.querystring)) {
      const path = samplePath(route.url, routeTable[route.key]!, fleet.ids);
      const sampleQuery = routeSample(route.key, fleet)?.query ?? {};
      const shape = (route.schema.querystring as { shape?: Record<string, unknown> }).shape ?? {};
      const requests = Object.keys({ ...shape, ...sampleQuery }).flatMap((name) =>
        spoiledQueryValues.map(([label, value]) => {
          const query = new URLSearchParams(Object.entries(sampleQuery).filter(([key]) => key !== name));
          for (const one of [value].flat()) query.append(name, one);
          return {
            label: `${route.key} ?${name} = ${label}`,
            options: {
              method: route.method,
              url: `${path}?${query}`,
              payload: bodyOf(route),
            },
          };
        }),
      );
      problems.push(...(await refuseAll(route.key, requests, { refused: false, unchanged: true })));
    }
    expect(problems).toEqual([]);
  });

  it(
    'refuses broken, polluted, mistyped and oversized bodies with a 4xx and changes nothing',
    { timeout: slow },
    async () => {
      const problems: string[] = [];
      for (const route of routes.filter((one) => ['POST', 'PUT', 'PATCH'].includes(one.method))) {
        const url = samplePath(route.url, routeTable[route.key]!, fleet.ids);
        const requests = spoiledBodies.map(({ label, headers, payload }) => ({
          label: `${route.key} ${label}`,
          options: { method: route.method, url, headers, payload },
        }));
        problems.push(
          ...(await refuseAll(route.key, requests, {
            refused: Boolean(route.schema.body),
            unchanged: Boolean(route.schema.body),
          })),
        );
      }
      expect(problems).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('refuses a malformed Idempotency-Key with a 422 naming the header on every route that takes one', async () => {
    const idempotent = routes.filter((route) => route.idempotent);
    expect(idempotent.map((route) => route.key)).toEqual([
      'POST /api/checklist',
      'POST /api/checklist/:id/countersign',
      'POST /api/defects',
      'POST /api/defects/:id/repair',
      'POST /api/first_aid_kits',
      'POST /api/fuel_entries',
      'POST /api/inspection_forms',
      'POST /api/inspection_forms/import',
      'POST /api/inspections',
      'POST /api/maintenance/completions',
      'POST /api/work_orders',
    ]);
    const malformed = [
      ['not a UUID', 'retry-1'],
      ['two UUIDs', '3f0c9a52-7d4e-4b1a-9c8e-2a6d5b7e9f01, 7b1e4c2a-9d3f-4e8b-a6c5-1f2e3d4c5b6a'],
      ['1,000 characters', 'a'.repeat(1000)],
    ];
    // Its own session: the spoiled-bodies test above signs the fleet's admin out (POST api/logout).
    const admin = await testApp.createUser('admin');
    const problems: string[] = [];
    const before = await tableChecksums(testApp.context.db);
    for (const route of idempotent) {
      for (const [label, key] of malformed) {
        // The route's valid sample: the header is the only thing wrong.
        const response = await testApp.request(admin, {
          method: route.method,
          url: samplePath(route.url, routeTable[route.key]!, fleet.ids),
          payload: bodyOf(route),
          headers: { 'idempotency-key': key },
        });
        const errors = (response.json() as { errors?: Record<string, unknown> }).errors ?? {};
        if (response.statusCode !== 422 || Object.keys(errors).join() !== 'Idempotency-Key') {
          problems.push(`${route.key} ${label}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await tableChecksums(testApp.context.db))).toEqual([]);
  });
});
