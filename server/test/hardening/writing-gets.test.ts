import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checklistStatementVersion, countersignStatementVersion } from '@fleet-ops/shared';
import { allYes, checklistFields, png } from '../api/checklists/checklist-fixtures.js';
import { csvFile, table, uploadFile, vehicleValues } from '../api/imports/import-files.js';
import { pngBytes } from '../support/images.js';
import { multipartBody } from '../support/multipart.js';
import { useTestApp } from '../support/test-app.js';
import { clearRecordedRoutes, recordedRoutes, type RecordedRoute } from './route-recorder.js';
import { routeSample } from './route-samples.js';
import { routeTable, samplePath } from './route-table.js';
import { seedFleet, type SeededFleet } from './seed.js';
import { changedTables, tableChecksums } from './table-checksums.js';
import { buildAppWithScreens } from './web-app.js';

/**
 * A read-only API token is let through on GET, so a GET that changes stored rows (the spec's
 * toggles) must say so with `config: { writes: true }`, or such a token could change billing.
 * Every GET route of the real route table is called as an admin with a valid sample, and every
 * table's checksum is compared before and after: the routes that changed a table must be exactly
 * the ones marked as writing.
 */

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-recorder.js')).recordingFastify(await importOriginal<{ default: unknown }>()),
);

const testApp = useTestApp();
let fleet: SeededFleet;
let app: FastifyInstance;
let routes: RecordedRoute[];
let closeApp: () => Promise<void>;
let foundPaths: Record<string, string>;

/**
 * The rows the seeded fleet lacks for some GET routes (a signature, a repair photo, an import run,
 * a defect report's photo, a drawn countersignature, a maintenance sheet), so those routes find
 * theirs: a 404 would say nothing about what they write.
 */
async function pathsOfRowsToRead(): Promise<Record<string, string>> {
  const { admin, driver } = fleet.users;
  const vehicle = { equipmentNumber: fleet.equipmentNumber, vehicleType: fleet.vehicleType };
  const signed = await testApp.request(driver, {
    method: 'POST',
    url: '/api/checklist',
    payload: {
      ...checklistFields(vehicle, fleet.ownDriverName),
      checklist: allYes([]),
      statement_version: checklistStatementVersion,
      signature: `data:image/png;base64,${pngBytes.toString('base64')}`,
    },
  });
  const repaired = await testApp.request(admin, {
    method: 'POST',
    url: `/api/defects/${fleet.ids.defect}/repair`,
    ...multipartBody({ repair_notes: 'New bulb' }, [png('bulb.png', 'photos[]')]),
  });
  const run = await uploadFile(testApp, admin, 'vehicles', csvFile(table('vehicles', [vehicleValues('GETW-1')])));
  const reported = await testApp.request(admin, {
    method: 'POST',
    url: '/api/defects',
    ...multipartBody({ vehicle_id: String(fleet.ids.vehicle), item: 'horn', note: 'Horn is weak' }, [
      png('horn.png', 'photos'),
    ]),
  });
  const countersigned = await testApp.request(driver, {
    method: 'POST',
    url: `/api/checklist/${fleet.ids.supervisorChecklist}/countersign`,
    payload: {
      statement_version: countersignStatementVersion,
      signature: `data:image/png;base64,${pngBytes.toString('base64')}`,
    },
  });
  const sheet = await testApp.request(admin, {
    method: 'PUT',
    url: `/api/work_orders/${fleet.ids.maintenanceWorkOrder}/maintenance_sheet`,
    payload: routeSample('PUT /api/work_orders/:id/maintenance_sheet', fleet)?.body,
  });
  for (const response of [signed, repaired, run, reported, countersigned, sheet]) {
    if (response.statusCode >= 300) throw new Error(`Not seeded (${response.statusCode}): ${response.body}`);
  }
  return {
    'GET /api/checklist/:id/signature': String(signed.json().data.signature_url),
    'GET /api/defects/:id/repair_photos/:photoId': String(repaired.json().data.repair_photos[0].url),
    'GET /api/imports/:id': `/api/imports/${run.json().data.id}`,
    'GET /api/defects/:id/report_photos/:photoId': String(reported.json().data.report_photos[0].url),
    'GET /api/checklist/:id/countersignatures/:countersignatureId/signature': String(
      countersigned.json().data.signature_url,
    ),
  };
}

beforeAll(async () => {
  fleet = await seedFleet(testApp);
  foundPaths = await pathsOfRowsToRead();
  clearRecordedRoutes();
  ({ app, close: closeApp } = await buildAppWithScreens(testApp));
  routes = recordedRoutes();
});

afterAll(() => closeApp());

type GetCall = { route: RecordedRoute; status: number; changed: string[] };

async function callAsAdmin(route: RecordedRoute): Promise<GetCall> {
  const before = await tableChecksums(testApp.context.db);
  const response = await app.inject({
    method: 'GET',
    url: foundPaths[route.key] ?? samplePath(route.url, routeTable[route.key]!, fleet.ids),
    query: routeSample(route.key, fleet)?.query ?? {},
    headers: { authorization: `Bearer ${fleet.users.admin.token}`, accept: 'application/json' },
  });
  const changed = changedTables(before, await tableChecksums(testApp.context.db));
  return { route, status: response.statusCode, changed };
}

describe('GET routes that write', () => {
  // About 60 calls, each between two checksums of every table: more than the 20 s a single API
  // case gets on a busy two-core machine.
  it(
    'are exactly the GET routes marked { writes: true }, so read-only API tokens are refused on them',
    { timeout: 120_000 },
    async () => {
      const calls: GetCall[] = [];
      // A public route checks no token, so there is nothing for the flag to refuse (signing on
      // through the provider stores the attempt and opens a session by design).
      const guarded = routes.filter(
        (entry) => entry.method === 'GET' && routeTable[entry.key] && routeTable[entry.key]!.access !== 'public',
      );
      for (const route of guarded) {
        calls.push(await callAsAdmin(route));
      }
      expect(calls.length).toBeGreaterThan(50);
      // A refused call proves nothing about what the route writes: every sample must be accepted.
      expect(calls.filter((call) => call.status >= 400).map((call) => `${call.route.key}: ${call.status}`)).toEqual([]);
      const unmarked = calls
        .filter((call) => call.changed.length > 0 && !call.route.writes)
        .map((call) => `${call.route.key} changed ${call.changed.join(', ')}`);
      const idle = calls.filter((call) => call.changed.length === 0 && call.route.writes).map((call) => call.route.key);
      expect({ unmarked, idle }).toEqual({ unmarked: [], idle: [] });
      // The spec's tracking toggle is one of them, found by the checksums rather than by its name.
      expect(calls.filter((call) => call.changed.length > 0).map((call) => call.route.key)).toContain(
        'GET /api/trackings/status/:id',
      );
    },
  );
});
