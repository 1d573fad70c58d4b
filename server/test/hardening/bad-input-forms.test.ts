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

const testApp = useTestApp({ authRateLimit: 1_000_000 });
let fuzzer: ReturnType<typeof bodyFuzzer>;
let bodyRoutes: RecordedRoute[];

beforeAll(async () => {
  const fleet = await seedFleet(testApp);
  fuzzer = bodyFuzzer(testApp, fleet);
  bodyRoutes = recordedRoutes().filter(
    (route) => routeTable[route.key] && (route.schema.body || routeSample(route.key, fleet)?.body),
  );
});

describe('bad input in multipart form data', () => {
  it(
    'never answers a 5xx to a spoiled form field, and changes no row for input wrong by construction',
    { timeout: 180_000 },
    async () => {
      const problems: string[] = [];
      for (const route of bodyRoutes) problems.push(...(await fuzzer.fuzz(route, 'multipart')));
      expect(problems).toEqual([]);
    },
  );
});
