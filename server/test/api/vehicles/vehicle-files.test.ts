import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { imageSize } from '../../support/images.js';
import { multipartBody, type MultipartFilePart } from '../../support/multipart.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { htmlBytes, jpegBytes, pdfBytes, pngBytes, svgWithScript } from './test-support.js';

const testApp = useTestApp();

const png = (field: string, fileName = 'photo.png'): MultipartFilePart => ({
  field,
  fileName,
  contentType: 'image/png',
  data: pngBytes,
});

function upload(user: TestUser, vehicleId: number, files: MultipartFilePart[], fields: Record<string, string> = {}) {
  return testApp.request(user, {
    method: 'POST',
    url: `/api/vehicles/${vehicleId}/upload_image`,
    ...multipartBody(fields, files),
  });
}

async function storedRow(id: number) {
  const [row] = await testApp.context.db.select().from(vehicles).where(eq(vehicles.id, id));
  return row!;
}

describe('POST api/vehicles/{id}/upload_image', () => {
  it('stores a PNG in its slot and serves it back at the URL the vehicle gives, to admins only', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IM-1');
    const response = await upload(admin, vehicle.id, [png('image_1')]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'File uploaded successfully!',
      data: { vehicle_id: vehicle.id, stored: ['image_1'], remaining: 9, inspection_file: null },
    });
    const url = body.data.vehicle_files.image_1 as string;
    expect(url).toMatch(new RegExp(`^/api/vehicles/${vehicle.id}/files/image_1\\?v=[0-9a-f]{8}$`));
    expect((await storedRow(vehicle.id)).image1).toMatch(/^vehicles\/[0-9a-f-]{36}\.png$/);

    const file = await testApp.request(admin, { method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    // Stored as decoded and written again: the same picture, not the same bytes.
    expect(await imageSize(file.rawPayload)).toEqual({ width: 1, height: 1, format: 'png' });

    const detail = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${vehicle.id}` });
    expect(detail.json().data.vehicle_files.image_1).toBe(url);

    const anonymous = await testApp.request(undefined, { method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
    const driver = await testApp.createUser('driver');
    expect((await testApp.request(driver, { method: 'GET', url })).statusCode).toBe(403);
    const empty = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${vehicle.id}/files/image_2` });
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ message: 'File not found.' });
  });

  it('refuses an HTML file named .png and sent as image/png, storing nothing', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IM-2');
    const response = await upload(admin, vehicle.id, [
      { field: 'image_1', fileName: 'cat.png', contentType: 'image/png', data: htmlBytes },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The image must be a PNG, JPEG or SVG file.',
      errors: { image_1: ['The image must be a PNG, JPEG or SVG file.'] },
    });
    expect((await storedRow(vehicle.id)).image1).toBeNull();
  });

  it('stores an SVG with a script but serves it as a download under a sandboxing CSP', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IM-3');
    const response = await upload(admin, vehicle.id, [
      { field: 'image_2', fileName: '../../etc/passwd.svg', contentType: 'image/svg+xml', data: svgWithScript },
    ]);
    expect(response.statusCode).toBe(200);
    expect((await storedRow(vehicle.id)).image2).toMatch(/^vehicles\/[0-9a-f-]{36}\.svg$/);
    const file = await testApp.request(admin, { method: 'GET', url: response.json().data.vehicle_files.image_2 });
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(file.headers['content-disposition']).toBe('attachment; filename="IM-3-image_2.svg"');
  });

  it('refuses a file over 5 MB with a clear message, and a request over the upload limit with 413', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IM-4');
    const big = Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(admin, vehicle.id, [{ ...png('image_1'), data: big }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Each file must be at most 5 MB.',
      errors: { image_1: ['Each file must be at most 5 MB.'] },
    });
    const huge = Buffer.concat([pngBytes, Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await upload(admin, vehicle.id, [{ ...png('image_1'), data: huge }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'The request is too large.' });
    expect((await storedRow(vehicle.id)).image1).toBeNull();
  });

  it('holds ten images at most: a pick larger than the free slots and a full vehicle are refused', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IM-5');
    const nine = Array.from({ length: 9 }, (_, index) => png(`image_${index + 1}`));
    expect((await upload(admin, vehicle.id, nine)).json().data.remaining).toBe(1);

    const two = await upload(admin, vehicle.id, [png('image_10'), png('image_1')]);
    expect(two.statusCode).toBe(422);
    expect(two.json()).toEqual({
      message: 'You can upload upto 1 images',
      errors: { image_1: ['You can upload upto 1 images'] },
    });

    const last = await upload(admin, vehicle.id, [png('image_4')]);
    expect(last.json().data).toMatchObject({ stored: ['image_10'], remaining: 0 });

    const full = await upload(admin, vehicle.id, [png('image_1')]);
    expect(full.statusCode).toBe(422);
    expect(full.json()).toEqual({
      message: 'Slot is full! Remove any image to replace.',
      errors: { image_1: ['Slot is full! Remove any image to replace.'] },
    });
  });

  it('takes a PDF or an image as the inspection file and replaces the previous one', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IM-6');
    const pdf = await upload(admin, vehicle.id, [
      { field: 'inspection_file', fileName: 'report.pdf', contentType: 'application/pdf', data: pdfBytes },
    ]);
    expect(pdf.statusCode).toBe(200);
    const firstKey = (await storedRow(vehicle.id)).inspectionFile!;
    expect(firstKey).toMatch(/^inspections\/[0-9a-f-]{36}\.pdf$/);
    expect(pdf.json().data.inspection_file).toMatch(/^\/api\/vehicles\/\d+\/files\/inspection_file\?v=/);

    const jpeg = await upload(admin, vehicle.id, [
      { field: 'inspection_file', fileName: 'scan.jpg', contentType: 'image/jpeg', data: jpegBytes },
    ]);
    expect(jpeg.statusCode).toBe(200);
    expect((await storedRow(vehicle.id)).inspectionFile).toMatch(/\.jpg$/);
    expect(await testApp.context.files.read(firstKey)).toBeUndefined();

    const pdfAsImage = await upload(admin, vehicle.id, [
      { field: 'image_1', fileName: 'report.pdf', contentType: 'application/pdf', data: pdfBytes },
    ]);
    expect(pdfAsImage.json().message).toBe('The image must be a PNG, JPEG or SVG file.');
    const htmlInspection = await upload(admin, vehicle.id, [
      { field: 'inspection_file', fileName: 'x.pdf', contentType: 'application/pdf', data: htmlBytes },
    ]);
    expect(htmlInspection.json().message).toBe('The inspection file must be a PNG, JPEG or SVG image or a PDF.');
  });

  it('puts an image sent for a taken slot into the first free one', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IM-7');
    await upload(admin, vehicle.id, [png('image_1'), png('image_2')]);
    const again = await upload(admin, vehicle.id, [png('image_1')]);
    expect(again.json().data.stored).toEqual(['image_3']);
  });

  it('answers 422 without a file or for an unknown field, and 404 for an unknown vehicle', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'IM-8');
    const none = await upload(admin, vehicle.id, [], { note: 'nothing' });
    expect(none.json()).toEqual({
      message: 'Choose a file to upload.',
      errors: { image_1: ['Choose a file to upload.'] },
    });
    const json = await testApp.request(admin, {
      method: 'POST',
      url: `/api/vehicles/${vehicle.id}/upload_image`,
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    const wrongField = await upload(admin, vehicle.id, [png('photo')]);
    expect(wrongField.json().message).toBe('Send the file under image_1 to image_10 or inspection_file.');
    const unknown = await upload(admin, 987654, [png('image_1')]);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('DELETE api/vehicles/{id}/remove_image/{image_key}', () => {
  it("empties the slot, removes the stored file, and answers the vehicle's files to re-map", async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'RM-1');
    await upload(admin, vehicle.id, [png('image_1'), png('image_2'), png('image_3')]);
    const key = (await storedRow(vehicle.id)).image2!;

    const response = await testApp.request(admin, {
      method: 'DELETE',
      url: `/api/vehicles/${vehicle.id}/remove_image/image_2`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('File removed successfully!');
    expect(body.data).toMatchObject({ stored: [], remaining: 8 });
    expect(body.data.vehicle_files.image_2).toBeNull();
    expect(body.data.vehicle_files.image_1).toMatch(/files\/image_1/);
    expect(await testApp.context.files.read(key)).toBeUndefined();

    const again = await testApp.request(admin, {
      method: 'DELETE',
      url: `/api/vehicles/${vehicle.id}/remove_image/image_2`,
    });
    expect(again.statusCode).toBe(404);
    const badKey = await testApp.request(admin, {
      method: 'DELETE',
      url: `/api/vehicles/${vehicle.id}/remove_image/..%2F..%2Fetc`,
    });
    expect(badKey.statusCode).toBe(422);
  });

  it('deleting the vehicle removes its stored files too', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'RM-2');
    await upload(admin, vehicle.id, [png('image_1')]);
    const key = (await storedRow(vehicle.id)).image1!;
    expect(await testApp.context.files.read(key)).toBeDefined();
    await testApp.request(admin, { method: 'DELETE', url: `/api/vehicles/${vehicle.id}` });
    expect(await testApp.context.files.read(key)).toBeUndefined();
  });
});
