import { beforeAll, describe, expect, it, vi } from 'vitest';
import { dateMessages } from '@fleet-ops/shared';
import { useTestApp } from '../support/test-app.js';
import { bodyFuzzer } from './body-fuzzing.js';
import { dateFieldsOf, type DateField } from './date-fields.js';
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
  routes = recordedRoutes().filter((route) => routeTable[route.key] && !route.url.startsWith('/api/docs'));
});

type DateCase = {
  label: string;
  field: DateField;
  send: (value: string) => Promise<{ statusCode: number; body: string }>;
};

/** Every date field of every route, in its body or its query, with a way to send one value in it. */
function dateCases(): DateCase[] {
  const cases: DateCase[] = [];
  for (const route of routes) {
    const url = samplePath(route.url, routeTable[route.key]!, fleet.ids);
    if (route.schema.body) {
      const sample = fuzzer.sampleBody(route);
      for (const field of dateFieldsOf(route.schema.body, sample)) {
        cases.push({
          label: `${route.key} ${field.name}`,
          field,
          // A fresh sample each time: a wrongly accepted request must not hide the next behind a duplicate.
          send: (value) => fuzzer.send(route, { ...fuzzer.sampleBody(route), [field.name]: value }, 'json'),
        });
      }
    }
    if (route.schema.querystring) {
      const sample = routeSample(route.key, fleet)?.query ?? {};
      for (const field of dateFieldsOf(route.schema.querystring, sample)) {
        cases.push({
          label: `${route.key} ?${field.name}`,
          field,
          send: (value) =>
            testApp.request(undefined, {
              method: route.method,
              url: `${url}?${new URLSearchParams({ ...sample, [field.name]: value })}`,
              headers: { authorization: `Bearer ${fleet.users.admin.token}` },
            }),
        });
      }
    }
  }
  return cases;
}

describe('dates outside 2000-01-01..2100-12-31 in any date field', () => {
  it('finds the date fields of the checklist, tracking, export, report and assignment routes', () => {
    const labels = dateCases().map((entry) => entry.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'POST /api/checklist date_to_added',
        'GET /api/checklist ?start_date',
        'GET /api/trackings ?start_date',
        'PUT /api/trackings start_date',
        'GET /api/tracking/:code(^[0-9a-fA-F]{6}$)/export ?start_date',
        'GET /api/assigned_drivers ?start_date',
        'POST /api/vehicles/:id(^\\d+$)/assign_driver assigned_from_date',
        'POST /api/appointments date_to_added',
        'POST /api/reports/cleaning end_date',
        'PUT /api/work_orders/:id/maintenance_sheet service_date',
        'POST /api/vehicles/:id/dispose date',
        'GET /api/inspector_file ?from',
      ]),
    );
  });

  it(
    'answers 1900-01-01 and 9999-12-31 with a 422 naming the bounds on that field, and changes nothing',
    { timeout: 180_000 },
    async () => {
      const problems: string[] = [];
      const before = await tableChecksums(testApp.context.db);
      for (const { label, field, send } of dateCases()) {
        for (const value of [field.early, field.late]) {
          const response = await send(value);
          let errors: unknown;
          try {
            errors = (JSON.parse(response.body) as { errors?: Record<string, string[]> }).errors?.[field.name];
          } catch {
            errors = undefined;
          }
          if (response.statusCode !== 422 || !Array.isArray(errors) || !errors.includes(dateMessages.outOfBounds)) {
            problems.push(`${label} = ${value}: ${response.statusCode} ${response.body.slice(0, 160)}`);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(changedTables(before, await tableChecksums(testApp.context.db))).toEqual([]);
    },
  );
});
