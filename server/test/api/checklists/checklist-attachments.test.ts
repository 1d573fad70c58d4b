import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistAttachments, checklists } from '../../../src/db/schema/index.js';
import { imageSize } from '../../support/images.js';
import { useTestApp } from '../../support/test-app.js';
import { checklistFields, driverWithVehicle, jpegBytes, png, pngBytes, submitChecklist } from './checklist-fixtures.js';

const testApp = useTestApp();

async function storedCount(vehicleId: number) {
  return (await testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, vehicleId))).length;
}

/** A refused upload must leave no attachment behind. */
async function attachmentRows(): Promise<number> {
  const rows = await testApp.context.db.select().from(checklistAttachments);
  return rows.length;
}

describe('checklist photos', () => {
  it('stores PNG and JPEG photos and serves them to the driver and the admins only', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const { session: otherDriver } = await driverWithVehicle(testApp, admin);
    const response = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name, { remarks: 'Cracked mirror.' }, undefined),
      [
        png('../../etc/mirror.png'),
        { field: 'file', fileName: 'IMG_0001.JPG', contentType: 'application/octet-stream', data: jpegBytes },
      ],
    );
    expect(response.statusCode).toBe(201);
    const detail = response.json().data;
    expect(detail.attachments).toEqual([
      {
        id: expect.any(Number),
        file_name: 'mirror.png',
        url: expect.stringMatching(/^\/api\/checklist\/\d+\/attachments\/\d+$/),
      },
      { id: expect.any(Number), file_name: 'IMG_0001.JPG', url: expect.any(String) },
    ]);
    expect(detail.file).toEqual(detail.attachments.map((attachment: { url: string }) => attachment.url));

    const stored = await testApp.context.db
      .select()
      .from(checklistAttachments)
      .where(eq(checklistAttachments.checklistId, detail.id));
    expect(stored.map((row) => row.mimeType)).toEqual(['image/png', 'image/jpeg']);
    expect(stored[0]!.storageKey).toMatch(/^checklists\/[0-9a-f-]{36}\.png$/);

    for (const reader of [session, admin]) {
      const photo = await testApp.request(reader, { method: 'GET', url: detail.file[0] });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['x-content-type-options']).toBe('nosniff');
      expect(photo.headers['cache-control']).toBe('no-store');
      // Stored as decoded and written again: the same picture, not the same bytes.
      expect(await imageSize(photo.rawPayload)).toEqual({ width: 1, height: 1, format: 'png' });
    }
    const jpeg = await testApp.request(admin, { method: 'GET', url: detail.file[1] });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');

    const refused = await testApp.request(otherDriver, { method: 'GET', url: detail.file[0] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Checklist not found.' });
    const anonymous = await testApp.request(undefined, { method: 'GET', url: detail.file[0] });
    expect(anonymous.statusCode).toBe(401);
    const wrongChecklist = await testApp.request(admin, {
      method: 'GET',
      url: `/api/checklist/${detail.id}/attachments/${stored[0]!.id + 1000}`,
    });
    expect(wrongChecklist.statusCode).toBe(404);
    expect(wrongChecklist.json()).toEqual({ message: 'Attachment not found.' });
  });

  it('refuses a file that is not a PNG or JPEG whatever its name says, and stores nothing', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const before = await attachmentRows();
    const fakes = [
      { field: 'file', fileName: 'photo.png', contentType: 'image/png', data: Buffer.from('not really a png') },
      {
        field: 'file',
        fileName: 'photo.svg',
        contentType: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { field: 'file', fileName: 'doc.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.7\n') },
    ];
    for (const fake of fakes) {
      const response = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name), [png(), fake]);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ file: ['Attach photos as PNG or JPEG images.'] });
    }
    expect(await storedCount(vehicle.id)).toBe(0);
    expect(await attachmentRows()).toBe(before);
  });

  it('refuses more than 5 photos, and files under another field', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const six = await submitChecklist(
      testApp,
      session,
      checklistFields(vehicle, driver.name),
      Array.from({ length: 6 }, (_, index) => png(`p${index}.png`)),
    );
    expect(six.statusCode).toBe(422);
    expect(six.json().errors).toEqual({ file: ['At most 5 photos can be attached.'] });
    const stray = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name), [
      png('a.png', 'picture'),
    ]);
    expect(stray.statusCode).toBe(422);
    expect(stray.json().errors).toEqual({ picture: ['Attach photos under the field "file".'] });
    expect(await storedCount(vehicle.id)).toBe(0);
  });

  it('refuses a photo over 10 MB', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const big = Buffer.concat([pngBytes, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await submitChecklist(testApp, session, checklistFields(vehicle, driver.name), [
      { field: 'file', fileName: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
    expect(await storedCount(vehicle.id)).toBe(0);
  });

  it('removes the stored photos when the checklist is refused after they were saved', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    // A reading that passes the first check but loses the race inside the transaction.
    const original = testApp.context.files.save;
    testApp.context.files.save = async (...args) => {
      const key = await original(...args);
      savedKeys.push(key);
      await submitChecklist(testApp, session, checklistFields(vehicle, driver.name, { odm_read: '5000' }));
      return key;
    };
    const savedKeys: string[] = [];
    try {
      const response = await submitChecklist(
        testApp,
        session,
        checklistFields(vehicle, driver.name, { odm_read: '2000' }),
        [png()],
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.odm_read).toEqual(["ODM Read cannot be below the vehicle's last reading of 5000."]);
    } finally {
      testApp.context.files.save = original;
    }
    expect(savedKeys).toHaveLength(1);
    expect(await testApp.context.files.read(savedKeys[0]!)).toBeUndefined();
    expect(await storedCount(vehicle.id)).toBe(1);
  });
});
