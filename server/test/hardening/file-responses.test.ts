import { beforeAll, describe, expect, it } from 'vitest';
import { checklistAttachments } from '../../src/db/schema/index.js';
import { checklistFields, driverWithVehicle, submitChecklist } from '../api/checklists/checklist-fixtures.js';
import { pdfBytes, svgWithScript } from '../api/vehicles/test-support.js';
import { insertVehicle } from '../support/fleet-fixtures.js';
import { jpegBytes, pngBytes } from '../support/images.js';
import { multipartBody } from '../support/multipart.js';
import { useTestApp, type TestUser } from '../support/test-app.js';

const testApp = useTestApp();

let admin: TestUser;
/** Every URL that answers a file, with how it must be served. */
const served: { what: string; url: string; type: string; inline: boolean }[] = [];

beforeAll(async () => {
  admin = await testApp.createUser('admin');

  const crew = await driverWithVehicle(testApp, admin);
  const submitted = await submitChecklist(testApp, crew.session, checklistFields(crew.vehicle, crew.driver.name), [
    { field: 'file', fileName: 'tire.png', contentType: 'image/png', data: pngBytes },
    { field: 'file', fileName: 'wheel.jpg', contentType: 'image/jpeg', data: jpegBytes },
  ]);
  const checklist = submitted.json().data as { id: number; file: string[] };
  // Uploads refuse SVG photos now; one stored before that rule is put in directly.
  const storageKey = await testApp.context.files.save('checklists', 'svg', svgWithScript);
  const [svg] = await testApp.context.db
    .insert(checklistAttachments)
    .values({ checklistId: checklist.id, storageKey, fileName: 'sketch.svg', mimeType: 'image/svg+xml' })
    .returning();

  const { id } = await insertVehicle(testApp);
  const uploaded = await testApp.request(admin, {
    method: 'POST',
    url: `/api/vehicles/${id}/upload_image`,
    ...multipartBody({}, [
      { field: 'image_1', fileName: 'front.png', contentType: 'image/png', data: pngBytes },
      { field: 'image_2', fileName: 'side.jpg', contentType: 'image/jpeg', data: jpegBytes },
      { field: 'image_3', fileName: 'logo.svg', contentType: 'image/svg+xml', data: svgWithScript },
      { field: 'inspection_file', fileName: 'inspection.pdf', contentType: 'application/pdf', data: pdfBytes },
    ]),
  });
  const files = uploaded.json().data as { vehicle_files: Record<string, string>; inspection_file: string };

  served.push(
    { what: 'a checklist PNG photo', url: checklist.file[0]!, type: 'image/png', inline: true },
    { what: 'a checklist JPEG photo', url: checklist.file[1]!, type: 'image/jpeg', inline: true },
    {
      what: 'a checklist SVG stored before uploads refused them',
      url: `/api/checklist/${checklist.id}/attachments/${svg!.id}`,
      type: 'image/svg+xml',
      inline: false,
    },
    { what: 'the checklist PDF', url: `/api/checklist/${checklist.id}/pdf`, type: 'application/pdf', inline: false },
    { what: 'a vehicle PNG image', url: files.vehicle_files.image_1!, type: 'image/png', inline: true },
    { what: 'a vehicle JPEG image', url: files.vehicle_files.image_2!, type: 'image/jpeg', inline: true },
    { what: 'a vehicle SVG image', url: files.vehicle_files.image_3!, type: 'image/svg+xml', inline: false },
    { what: 'a PDF inspection file', url: files.inspection_file, type: 'application/pdf', inline: false },
  );
});

describe('files are served so that opening one runs nothing', () => {
  it('opens only PNG and JPEG photos in the browser, downloads everything else, and sandboxes all of them', async () => {
    const answers = [];
    for (const file of served) {
      const response = await testApp.request(admin, { method: 'GET', url: file.url });
      answers.push({
        what: file.what,
        status: response.statusCode,
        type: response.headers['content-type'],
        disposition: String(response.headers['content-disposition']).split(';')[0],
        csp: response.headers['content-security-policy'],
        nosniff: response.headers['x-content-type-options'],
      });
    }
    expect(answers).toEqual(
      served.map((file) => ({
        what: file.what,
        status: 200,
        type: file.type,
        disposition: file.inline ? 'inline' : 'attachment',
        csp: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        nosniff: 'nosniff',
      })),
    );
  });
});
