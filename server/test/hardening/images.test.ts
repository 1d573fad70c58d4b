import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checklistAttachments } from '../../src/db/schema/index.js';
import { pdfImagesDrawn } from '../../src/features/checklists/pdf-text.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../api/checklists/checklist-fixtures.js';
import { insertVehicle } from '../support/fleet-fixtures.js';
import { brokenJpegBytes, imageSize, pictureOf } from '../support/images.js';
import { multipartBody, type MultipartFilePart } from '../support/multipart.js';
import { useTestApp, type TestUser } from '../support/test-app.js';
import { changedTables, tableChecksums } from './table-checksums.js';

// Room for all twelve PDF requests at once: the embedded database's admission queue would
// otherwise hold most of them back before they reach the PDF limit this file tests.
const testApp = useTestApp({ pgliteAdmission: { maxInFlight: 16, maxQueued: 16, maxWaitMs: 60_000 } });

let admin: TestUser;
/** 64 megapixels with transparency: 200 KB of PNG, 256 MB once decoded. */
let hugePng: Buffer;
/** 12 megapixels, as a phone camera takes them, with the camera's EXIF. */
let cameraJpeg: Buffer;
/** Keys the app stored, in order. */
const savedKeys: string[] = [];

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  hugePng = await sharp({ create: { width: 8000, height: 8000, channels: 4, background: '#3a7ca5cc' } })
    .png()
    .toBuffer();
  cameraJpeg = await sharp(await pictureOf(4000, 3000, 'jpeg'))
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'Site 1' } })
    .jpeg()
    .toBuffer();
  const files = testApp.context.files;
  const save = files.save;
  files.save = async (...args) => {
    const key = await save(...args);
    savedKeys.push(key);
    return key;
  };
}, 60_000);

const photo = (field: string, fileName: string, data: Buffer, contentType = 'image/jpeg'): MultipartFilePart => ({
  field,
  fileName,
  contentType,
  data,
});

type Send = (file: (field: string) => MultipartFilePart) => Promise<LightMyRequestResponse>;

/**
 * Both routes that keep photos, with the field their photos go under. `prepare` makes what the
 * upload needs (a driver and vehicle, or a vehicle) and answers how to send it.
 */
const uploadRoutes: { name: string; field: string; prepare: () => Promise<Send> }[] = [
  {
    name: 'POST api/checklist',
    field: 'file',
    async prepare() {
      const crew = await driverWithVehicle(testApp, admin);
      const fields = checklistFields(crew.vehicle, crew.driver.name);
      return (file) => submitChecklist(testApp, crew.session, fields, [file('file')]);
    },
  },
  {
    name: 'POST api/vehicles/{id}/upload_image',
    field: 'image_1',
    async prepare() {
      const { id } = await insertVehicle(testApp);
      const url = `/api/vehicles/${id}/upload_image`;
      return (file) => testApp.request(admin, { method: 'POST', url, ...multipartBody({}, [file('image_1')]) });
    },
  },
];
const eachRoute = uploadRoutes.map((route) => [route.name, route] as const);

async function storedBytes(key: string): Promise<Buffer> {
  const stream = await testApp.context.files.read(key);
  if (!stream) throw new Error(`Nothing stored under ${key}`);
  return Buffer.concat(await stream.toArray());
}

/** Sends the upload and expects a 422 naming the field, with nothing stored and no row changed. */
async function expectRefused(send: Send, file: (field: string) => MultipartFilePart, field: string, message: string) {
  const before = await tableChecksums(testApp.context.db);
  const saved = savedKeys.length;
  const started = performance.now();
  const response = await send(file);
  const tookMs = performance.now() - started;
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ message, errors: { [field]: [message] } });
  expect(changedTables(before, await tableChecksums(testApp.context.db))).toEqual([]);
  expect(savedKeys.length).toBe(saved);
  return tookMs;
}

describe('uploaded photos are decoded under a pixel limit and scaled down', () => {
  it.each(eachRoute)('%s refuses an 8000x8000 PNG with a 422 naming the field, storing nothing', async (_, route) => {
    const tookMs = await expectRefused(
      await route.prepare(),
      (field) => photo(field, 'drone.png', hugePng, 'image/png'),
      route.field,
      'The image is too large to process: at most 40 megapixels.',
    );
    // The size is read from the header: the 64 megapixels are never decoded (decoding them
    // takes several seconds; the bound is loose for a busy test machine).
    expect(tookMs).toBeLessThan(3000);
  });

  it.each(eachRoute)('%s refuses bytes that start like a JPEG but hold no image', async (_, route) => {
    await expectRefused(
      await route.prepare(),
      (field) => photo(field, 'broken.jpg', brokenJpegBytes),
      route.field,
      'The image could not be read. It may be damaged.',
    );
  });

  it.each(eachRoute)('%s stores a 4000x3000 camera JPEG as a 1600x1200 JPEG without its EXIF', async (_, route) => {
    const send = await route.prepare();
    const response = await send((field) => photo(field, 'site.jpg', cameraJpeg));
    expect(response.statusCode).toBeLessThan(300);
    const stored = await storedBytes(savedKeys.at(-1)!);
    expect(await imageSize(stored)).toEqual({ width: 1600, height: 1200, format: 'jpeg' });
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.length).toBeLessThan(cameraJpeg.length);
  });

  it('stores a photo taken with the phone turned as it was held (EXIF orientation applied, then dropped)', async () => {
    const sideways = await sharp(await pictureOf(400, 300, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const send = await uploadRoutes[0]!.prepare();
    expect((await send((field) => photo(field, 'turned.jpg', sideways))).statusCode).toBe(201);
    const stored = await sharp(await storedBytes(savedKeys.at(-1)!)).metadata();
    expect({ width: stored.width, height: stored.height, orientation: stored.orientation }).toEqual({
      width: 300,
      height: 400,
      orientation: undefined,
    });
  });

  it('keeps a small PNG a PNG, and an SVG vehicle image exactly as sent (never rasterised)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40000" height="40000"><rect/></svg>');
    const { id } = await insertVehicle(testApp);
    const response = await testApp.request(admin, {
      method: 'POST',
      url: `/api/vehicles/${id}/upload_image`,
      ...multipartBody({}, [
        photo('image_1', 'plan.png', await pictureOf(800, 600, 'png'), 'image/png'),
        photo('image_2', 'plan.svg', svg, 'image/svg+xml'),
      ]),
    });
    expect(response.statusCode).toBe(200);
    const [png, stored] = savedKeys.slice(-2);
    expect(await imageSize(await storedBytes(png!))).toEqual({ width: 800, height: 600, format: 'png' });
    expect((await storedBytes(stored!)).equals(svg)).toBe(true);
  });
});

/** A checklist holding `image` as its photo, stored directly as data from before the upload check. */
async function checklistWithStoredPhoto(image: Buffer) {
  const crew = await driverWithVehicle(testApp, admin);
  const submitted = await submitChecklist(testApp, crew.session, checklistFields(crew.vehicle, crew.driver.name));
  const checklistId = submitted.json().data.id as number;
  const storageKey = await testApp.context.files.save('checklists', 'png', image);
  await testApp.context.db
    .insert(checklistAttachments)
    .values({ checklistId, storageKey, fileName: 'drone.png', mimeType: 'image/png' });
  return checklistId;
}

const pdfOf = (checklistId: number) =>
  testApp.request(admin, { method: 'GET', url: `/api/checklist/${checklistId}/pdf` });

describe('the checklist PDF does not stall the server', () => {
  it('keeps answering GET api/health at once while it prints an 8000x8000 PNG stored before the upload check', async () => {
    const checklistId = await checklistWithStoredPhoto(hugePng);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    let done = false;
    const pdf = pdfOf(checklistId).finally(() => (done = true));

    const healthMs: number[] = [];
    while (!done) {
      const asked = performance.now();
      const health = await testApp.request(undefined, { method: 'GET', url: '/api/health' });
      healthMs.push(performance.now() - asked);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await pdf;
    const figures = {
      pdfMs: Math.round(performance.now() - started),
      healthChecks: healthMs.length,
      slowestHealthMs: Math.round(Math.max(...healthMs)),
      rssGrowthMb: Math.round((process.memoryUsage().rss - rssBefore) / 1024 / 1024),
    };
    // The figure docs/hardening.md reports.
    console.info('PDF of an 8000x8000 PNG while polling health:', figures);

    expect(response.statusCode).toBe(200);
    // Printed, scaled to the page: the photo is in the PDF, at a fraction of its stored size.
    expect(pdfImagesDrawn(response.rawPayload)).toBe(1);
    expect(response.rawPayload.length).toBeLessThan(1024 * 1024);
    expect(healthMs.length).toBeGreaterThan(1);
    // Measured at 62 ms on a quiet machine and 257 ms with other suites running beside it (see
    // docs/hardening.md); before the fix the event loop stopped for the whole render. The bound
    // leaves room for a busy CI machine while still failing on any stall.
    expect(figures.slowestHealthMs).toBeLessThan(1000);
  });

  it('makes two PDFs at a time with eight more waiting, and answers 503 with Retry-After beyond that', async () => {
    // A large photo keeps each PDF busy while the twelve requests arrive: since PDFs got cheaper
    // (fonts parsed once), one made from a 4000-px photo was done before the twelfth came in.
    const checklistId = await checklistWithStoredPhoto(
      await sharp({ create: { width: 6000, height: 6000, channels: 4, background: '#88aa33cc' } })
        .png()
        .toBuffer(),
    );
    const responses = await Promise.all(Array.from({ length: 12 }, () => pdfOf(checklistId)));

    const refused = responses.filter((response) => response.statusCode === 503);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(10);
    expect(refused).toHaveLength(2);
    for (const response of refused) {
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'Too many PDFs are being prepared right now. Please try again in a few seconds.',
      });
    }
    // Once they are done, the next one is made.
    expect((await pdfOf(checklistId)).statusCode).toBe(200);
  }, 60_000);
});
