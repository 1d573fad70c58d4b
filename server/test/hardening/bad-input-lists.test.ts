import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paginationQuery } from '@fleet-ops/shared';
import { useTestApp, type TestUser } from '../support/test-app.js';
import { recordedRoutes, type RecordedRoute } from './route-recorder.js';
import { routeTable, samplePath } from './route-table.js';
import { seedFleet, type SeededFleet } from './seed.js';

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-recorder.js')).recordingFastify(await importOriginal<{ default: unknown }>()),
);

const testApp = useTestApp({ authRateLimit: 1_000_000 });
let fleet: SeededFleet;
let admin: TestUser;
let lists: RecordedRoute[];

const queryFields = (route: RecordedRoute) =>
  (route.schema.querystring as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};

beforeAll(async () => {
  fleet = await seedFleet(testApp);
  admin = await testApp.createUser('admin');
  // Every paged list: its query carries paginationQuery's own page field (lib/lists/list-route.ts checks the
  // rest); the activity log's export takes the list's query whole, but it is a file, not a page.
  lists = recordedRoutes().filter(
    (route) =>
      routeTable[route.key] && !route.url.endsWith('/export') && queryFields(route).page === paginationQuery.shape.page,
  );
}, 300_000);

/** The field names a 422 answer names for one bad query value of a list. */
async function refusedFields(route: RecordedRoute, query: string) {
  const response = await testApp.request(admin, {
    method: 'GET',
    url: `${samplePath(route.url, routeTable[route.key]!, fleet.ids)}?${query}`,
  });
  const body = response.json() as { message: string; errors?: Record<string, string[]> };
  return { status: response.statusCode, fields: Object.keys(body.errors ?? {}), message: body.message };
}

describe('bad input of the paged lists', () => {
  it('finds every paged list of the app', () => {
    expect(lists.map((route) => route.key).sort()).toEqual([
      'GET /api/api_tokens',
      'GET /api/assigned_drivers',
      'GET /api/audit',
      'GET /api/checklist',
      'GET /api/checklist/to_countersign',
      'GET /api/defects',
      'GET /api/drivers',
      'GET /api/fuel_entries',
      'GET /api/inspection_forms',
      'GET /api/inspections',
      'GET /api/maintenance',
      'GET /api/rates',
      'GET /api/renewals',
      'GET /api/service_tasks',
      'GET /api/trackings',
      'GET /api/users',
      'GET /api/vehicles',
      'GET /api/vehicles/:id/meter_readings',
      'GET /api/vehicles/:type',
      'GET /api/webhooks/:id/deliveries',
      'GET /api/work_orders',
    ]);
  });

  it('refuses page 0 and a page size over 100 in every list with a 422 naming the field, in the same words', async () => {
    const answers = new Map<string, Set<string>>();
    for (const route of lists) {
      for (const [field, query] of [
        ['page', 'page=0'],
        ['per_page', 'per_page=101'],
        ['limit', 'limit=101'],
      ] as const) {
        const refused = await refusedFields(route, query);
        expect(refused, `${route.key} ?${query}`).toMatchObject({ status: 422, fields: [field] });
        (answers.get(field) ?? answers.set(field, new Set()).get(field)!).add(refused.message);
      }
    }
    expect([...answers.values()].map((messages) => messages.size)).toEqual([1, 1, 1]);
  });

  it('refuses an unknown sort column with the list of columns, and a 10 kB search, with a 422 naming the field', async () => {
    const problems: string[] = [];
    for (const route of lists) {
      const fields = Object.keys(queryFields(route));
      for (const sort of fields.filter((name) => name === 'sort' || name === 'sortBy')) {
        const refused = await refusedFields(route, `${sort}=no_such_column`);
        if (
          refused.status !== 422 ||
          refused.fields.join() !== sort ||
          !refused.message.startsWith('Sort must be one of ')
        )
          problems.push(`${route.key} ?${sort}: ${JSON.stringify(refused)}`);
      }
      for (const search of fields.filter((name) => name === 'search' || name === 'searchText')) {
        const refused = await refusedFields(route, `${search}=${'a'.repeat(10_000)}`);
        if (refused.status !== 422 || refused.fields.join() !== search)
          problems.push(`${route.key} ?${search}: ${JSON.stringify(refused)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
