import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../support/test-app.js';
import { bodyFuzzer } from './body-fuzzing.js';
import { recordedRoutes, type RecordedRoute } from './route-recorder.js';
import { routeSample } from './route-samples.js';
import { routeTable } from './route-table.js';
import { seedFleet } from './seed.js';

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-recorder.js')).recordingFastify(await importOriginal<{ default: unknown }>()),
);

// The sign-in routes are spoiled too; their rate limit would answer 429 before reading the input.
const testApp = useTestApp({ authRateLimit: 1_000_000 });
let fuzzer: ReturnType<typeof bodyFuzzer>;
let bodyRoutes: RecordedRoute[];

/** Samples the server refuses on purpose: the credentials and the reset token are made up; the admin is no driver to countersign. */
// Disposal (issue 37) names an unknown vehicle (404): a disposal cannot be undone, and the seeded
// vehicles must stay in the lists the other suites read.
const refusedByDesign = new Set([
  'POST /api/login',
  'POST /api/reset-password',
  'POST /api/checklist/:id/countersign',
  'POST /api/vehicles/:id/dispose',
]);

beforeAll(async () => {
  const fleet = await seedFleet(testApp);
  fuzzer = bodyFuzzer(testApp, fleet);
  bodyRoutes = recordedRoutes().filter(
    (route) => routeTable[route.key] && (route.schema.body || routeSample(route.key, fleet)?.body),
  );
});

// Hundreds of requests each: generous limits for a busy machine, not timing assertions.
const slow = 180_000;

describe('bad input in JSON request bodies', () => {
  it('accepts each route sample as it is, so a refusal of a spoiled copy is about the spoiled field', async () => {
    const wrong = [];
    for (const route of bodyRoutes) {
      const response = await fuzzer.send(route, fuzzer.sampleBody(route), 'json');
      if (response.statusCode < 300 === refusedByDesign.has(route.key)) {
        wrong.push(`${route.key}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it(
    'never answers a 5xx to a spoiled field, and changes no row for input wrong by construction',
    { timeout: slow },
    async () => {
      const problems: string[] = [];
      for (const route of bodyRoutes) problems.push(...(await fuzzer.fuzz(route, 'json')));
      expect(problems).toEqual([]);
    },
  );
});
