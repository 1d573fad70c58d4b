import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allYes, checklistFields, jpegBytes, pngBytes } from '../api/checklists/checklist-fixtures.js';
import { isStorageKey } from '../../src/lib/file-storage.js';
import { multipartBody, type MultipartFilePart } from '../support/multipart.js';
import { useTestApp, type TestUser } from '../support/test-app.js';
import { bodyFuzzer } from './body-fuzzing.js';
import { recordedRoutes } from './route-recorder.js';
import { routeTable, samplePath } from './route-table.js';
import { changedTables, tableChecksums } from './table-checksums.js';
import { liveToken, seedFleet, type SeededFleet } from './seed.js';

vi.mock('fastify', async (importOriginal) =>
  (await import('./route-recorder.js')).recordingFastify(await importOriginal<{ default: unknown }>()),
);

const testApp = useTestApp();
let fleet: SeededFleet;
/** Keys the app stored and has not removed. */
const storedKeys = new Set<string>();

/**
 * Every route that keeps uploaded files: how to call it, the field its files go under (one that
 * replaces its file, where the route has one, so repeated uploads never fill it up), and the
 * field an SVG may go under, if the route takes SVG.
 */
type UploadRoute = {
  key: string;
  field: string;
  svgField: string | undefined;
  caller: () => TestUser;
  fields: () => Record<string, string>;
};

const uploadRoutes: UploadRoute[] = [
  {
    key: 'POST /api/vehicles/:id(^\\d+$)/upload_image',
    field: 'inspection_file',
    svgField: 'image_2',
    caller: () => fleet.users.admin,
    fields: () => ({}),
  },
  {
    key: 'POST /api/checklist',
    field: 'file',
    svgField: undefined,
    caller: () => fleet.users.driver,
    fields: () =>
      checklistFields(
        { equipmentNumber: fleet.equipmentNumber, vehicleType: fleet.vehicleType },
        fleet.ownDriverName,
        {},
        allYes([]),
      ),
  },
];

beforeAll(async () => {
  fleet = await seedFleet(testApp);
  // Watches the storage: what the routes save and remove.
  const files = testApp.context.files;
  const { save, remove } = files;
  files.save = async (...args) => {
    const key = await save(...args);
    storedKeys.add(key);
    return key;
  };
  files.remove = async (key) => {
    await remove(key);
    storedKeys.delete(key);
  };
});

const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script></svg>',
);
const file = (field: string, fileName: string, data: Buffer, contentType = 'image/png'): MultipartFilePart => ({
  field,
  fileName,
  contentType,
  data,
});

function upload(route: UploadRoute, files: MultipartFilePart[]) {
  const options: InjectOptions = {
    method: 'POST',
    url: samplePath(route.key.split(' ')[1]!, routeTable[route.key]!, fleet.ids),
    ...multipartBody(route.fields(), files),
  };
  return testApp.request(route.caller(), options);
}

/** Sends the upload and expects a refusal with a message that stores no file and changes no row. */
async function expectRefused(route: UploadRoute, files: MultipartFilePart[], status: number) {
  const before = await tableChecksums(testApp.context.db);
  const keys = storedKeys.size;
  const response = await upload(route, files);
  expect({ route: route.key, status: response.statusCode }).toEqual({ route: route.key, status });
  expect(typeof response.json().message).toBe('string');
  // Refused for the file, not for something else in the form.
  if (status === 422) expect(Object.keys(response.json().errors ?? {})).toEqual([route.field]);
  expect(changedTables(before, await tableChecksums(testApp.context.db))).toEqual([]);
  expect(storedKeys.size).toBe(keys);
}

describe('uploads, on every route that keeps files', () => {
  it.each(uploadRoutes.map((route) => [route.key, route] as const))(
    '%s refuses a request over the 10 MB upload limit with 413',
    async (_key, route) => {
      await expectRefused(
        route,
        [file(route.field, 'big.png', Buffer.concat([pngBytes, Buffer.alloc(10 * 1024 * 1024)]))],
        413,
      );
    },
  );

  it.each(uploadRoutes.map((route) => [route.key, route] as const))(
    '%s refuses files whose bytes are not what their name and type say',
    async (_key, route) => {
      const disguised = [
        file(route.field, 'page.png', Buffer.from('<!doctype html><script>alert(1)</script>')),
        file(route.field, 'tool.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'image/jpeg'),
        file(route.field, 'script.png', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'image/png'),
        file(route.field, 'empty.png', Buffer.alloc(0)),
      ];
      for (const one of disguised) await expectRefused(route, [one], 422);
    },
  );

  it.each(uploadRoutes.map((route) => [route.key, route] as const))(
    '%s refuses an SVG with a script, or serves it only as a sandboxed download',
    async (_key, route) => {
      if (!route.svgField) {
        await expectRefused(route, [file(route.field, 'logo.svg', svgWithScript, 'image/svg+xml')], 422);
        return;
      }
      const response = await upload(route, [file(route.svgField, 'logo.svg', svgWithScript, 'image/svg+xml')]);
      expect(response.statusCode).toBe(200);
      const url = response.json().data.vehicle_files[route.svgField] as string;
      const served = await testApp.request(route.caller(), { method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
      expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it.each(uploadRoutes.map((route) => [route.key, route] as const))(
    '%s keeps files under keys it makes itself, whatever the file is called',
    async (_key, route) => {
      const names = [
        '../../../../etc/passwd.png',
        '..\\..\\windows\\system32\\evil.jpg',
        '/absolute/path.png',
        'C:\\temp\\photo.png',
        'line\r\nbreak.png',
        'quote".png',
        `${'long'.repeat(300)}.png`,
        '%2e%2e%2fencoded.png',
        'nul\u0000byte.png',
        '\u202egnp.exe',
      ];
      for (const name of names) {
        const before = new Set(storedKeys);
        const data = name.endsWith('.jpg') ? jpegBytes : pngBytes;
        const response = await upload(route, [file(route.field, name, data)]);
        expect({ name, body: response.body, accepted: response.statusCode < 300 }).toEqual({
          name,
          body: response.body,
          accepted: true,
        });
        // The name people see keeps no control or direction-flipping character.
        expect(response.body).not.toMatch(/\\u0000|\u202e/);
        const added = [...storedKeys].filter((key) => !before.has(key));
        expect(added).toHaveLength(1);
        expect(isStorageKey(added[0]!)).toBe(true);
      }
    },
  );

  it.each(uploadRoutes.map((route) => [route.key, route] as const))(
    '%s refuses more files than it keeps, storing none of them',
    async (_key, route) => {
      const many = Array.from({ length: 11 }, (_, index) => file(route.field, `photo-${index}.png`, pngBytes));
      const before = storedKeys.size;
      const response = await upload(route, many);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
      expect(storedKeys.size).toBe(before);
    },
  );

  // Last: the samples it sends change the seeded vehicle the other tests upload to.
  it('lists every route that stores files: a file sent to any other route is never kept', async () => {
    const fuzzer = bodyFuzzer(testApp, fleet);
    const listed = new Set(uploadRoutes.map((route) => route.key));
    const keepers = [];
    for (const route of recordedRoutes().filter((one) => routeTable[one.key] && ['POST', 'PUT'].includes(one.method))) {
      if (listed.has(route.key)) continue;
      const before = storedKeys.size;
      const fields = Object.fromEntries(
        Object.entries(fuzzer.sampleBody(route)).map(([name, value]) => [
          name,
          typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
        ]),
      );
      const attached = ['file', 'image_1', 'inspection_file'].map((field) => file(field, 'photo.png', pngBytes));
      // A session per call: one of these routes is the sign-out.
      const token = await liveToken(testApp, fleet.users.admin.id);
      await testApp.request(
        { ...fleet.users.admin, token },
        {
          method: route.method,
          url: samplePath(route.url, routeTable[route.key]!, fleet.ids),
          ...multipartBody(fields, attached),
        },
      );
      if (storedKeys.size !== before) keepers.push(route.key);
    }
    expect(keepers).toEqual([]);
  });
});
