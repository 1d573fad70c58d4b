import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { inspectorFileMessages } from '@fleet-ops/shared';
import { defects } from '../../../src/db/schema/index.js';
import { pdfTextLines } from '../../../src/features/checklists/pdf-text.js';
import { jpegBytes, pngBytes } from '../../support/images.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { openWorkOrder } from '../work-orders/work-order-fixtures.js';

const testApp = useTestApp();

/** A vehicle with a checklist (a failed tire, two photos) and a work order, on the test day 2026-11-18. */
async function inspectedVehicle(admin: TestUser) {
  const crew = await driverWithVehicle(testApp, admin, { supervisor: 'Pat Foreman' });
  const response = await submitChecklist(
    testApp,
    crew.session,
    checklistFields(
      crew.vehicle,
      crew.driver.name,
      { remarks: 'Front left tire is cut.' },
      { ...allYes(), tires: 'no' },
    ),
    [
      { field: 'file', fileName: 'tire.png', contentType: 'image/png', data: pngBytes },
      { field: 'file', fileName: 'wheel.jpg', contentType: 'image/jpeg', data: jpegBytes },
    ],
  );
  expect(response.statusCode).toBe(201);
  await openWorkOrder(testApp, admin, { vehicle: crew.vehicle, body: { title: 'Replace the front left tire' } });
  return { ...crew, checklistId: response.json().data.id as number };
}

async function zipOf(response: { rawPayload: Buffer }) {
  const zip = await JSZip.loadAsync(response.rawPayload);
  return { zip, names: Object.keys(zip.files).filter((name) => !zip.files[name]!.dir) };
}

const fileOf = (user: TestUser, vehicleId: number, query: string) =>
  testApp.request(user, { method: 'GET', url: `/api/vehicles/${vehicleId}/inspector_file?${query}` });

describe('GET api/vehicles/{id}/inspector_file', () => {
  it('streams one ZIP: the summary PDF first, then each checklist PDF and its photos in folders by date', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, checklistId } = await inspectedVehicle(admin);

    const response = await fileOf(admin, vehicle.id, 'from=2026-05-18&to=2026-11-18');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="inspector-file-${vehicle.equipmentNumber}-2026-05-18-to-2026-11-18.zip"`,
    );
    const { zip, names } = await zipOf(response);
    const [first, second] = names.filter((name) => name.startsWith('defect-photos/'));
    expect(names).toEqual(['summary.pdf', `checklists/2026-11-18/checklist-${checklistId}.pdf`, first, second]);
    expect(first).toMatch(new RegExp(`^defect-photos/2026-11-18/checklist-${checklistId}-photo-\\d+\\.png$`));
    expect(second).toMatch(new RegExp(`^defect-photos/2026-11-18/checklist-${checklistId}-photo-\\d+\\.jpg$`));

    const summary = pdfTextLines(await zip.file('summary.pdf')!.async('nodebuffer')).join('\n');
    expect(summary).toContain('Inspector’s file');
    expect(summary).toContain('Period: 2026-05-18 to 2026-11-18');
    expect(summary).toContain(`Vehicle ${vehicle.equipmentNumber}`);
    expect(summary).toContain('Circle checks in the period');
    expect(summary).toMatch(new RegExp(`2026-11-18 \\d\\d:\\d\\d · .+ · \\d+ km · checklist #${checklistId}`));
    expect(summary).toContain('Tires (major): Open');
    expect(summary).toContain('Replace the front left tire');
    expect(summary).toContain('Open safety defects (until corrected)');
    const checklistPdf = pdfTextLines(
      await zip.file(`checklists/2026-11-18/checklist-${checklistId}.pdf`)!.async('nodebuffer'),
    );
    expect(checklistPdf.join('\n')).toContain('Front left tire is cut.');
  });

  it('prints the summary in French for ?lang=fr and leaves out checklists outside the period', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle } = await inspectedVehicle(admin);

    const response = await fileOf(admin, vehicle.id, 'from=2026-01-01&to=2026-06-30&lang=fr');

    expect(response.statusCode).toBe(200);
    const { zip, names } = await zipOf(response);
    expect(names).toEqual(['summary.pdf']);
    const summary = pdfTextLines(await zip.file('summary.pdf')!.async('nodebuffer')).join('\n');
    expect(summary).toContain('Dossier de l’inspecteur');
    expect(summary).toContain('Période : du 2026-01-01 au 2026-06-30');
    expect(summary).toContain('Défectuosités de sécurité non corrigées (jusqu’à leur correction)');
  });

  it('refuses a period that ends before it starts, and lets a supervisor have only their crew’s vehicles', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle } = await inspectedVehicle(admin);
    const backwards = await fileOf(admin, vehicle.id, 'from=2026-11-18&to=2026-11-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: [inspectorFileMessages.toBeforeFrom] });
    const missing = await fileOf(admin, vehicle.id, 'to=2026-11-01');
    expect(missing.json().errors).toEqual({ from: [inspectorFileMessages.fromRequired] });

    const stranger = await testApp.createUser('supervisor');
    const refused = await fileOf(stranger, vehicle.id, 'from=2026-05-18&to=2026-11-18');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Vehicle not found.' });
    const driver = await testApp.createUser('driver');
    expect((await fileOf(driver, vehicle.id, 'from=2026-05-18&to=2026-11-18')).statusCode).toBe(403);
  });
});

describe('GET api/inspector_file', () => {
  it('puts each vehicle of the type in a folder of its own, after one summary', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, checklistId } = await inspectedVehicle(admin);

    const response = await testApp.request(admin, {
      method: 'GET',
      url: '/api/inspector_file?from=2026-11-18&to=2026-11-18&vehicle_parent_type=SUV',
    });

    expect(response.statusCode).toBe(200);
    const { zip, names } = await zipOf(response);
    expect(names[0]).toBe('summary.pdf');
    expect(names).toContain(`${vehicle.equipmentNumber}/checklists/2026-11-18/checklist-${checklistId}.pdf`);
    const summary = pdfTextLines(await zip.file('summary.pdf')!.async('nodebuffer')).join('\n');
    expect(summary).toContain('Vehicle type: SUV');
    expect(summary).toContain(`Vehicle ${vehicle.equipmentNumber}`);
  });
});

describe('GET api/defects/open/print', () => {
  it('lists the vehicle’s open safety defects as a PDF, and no longer once verified', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle } = await inspectedVehicle(admin);
    const print = () =>
      testApp.request(admin, { method: 'GET', url: `/api/defects/open/print?vehicle_id=${vehicle.id}` });

    const response = await print();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const lines = pdfTextLines(response.rawPayload);
    expect(lines).toContain('Open safety defects');
    expect(lines).toContain(`Vehicle ${vehicle.equipmentNumber}`);
    expect(lines).toContain('Tires (major): Open');

    await testApp.context.db.update(defects).set({ status: 'verified' }).where(eq(defects.vehicleId, vehicle.id));
    const after = pdfTextLines((await print()).rawPayload);
    expect(after).not.toContain('Tires (major): Open');
    expect(after).toContain('None.');
  });

  it('answers 404 for an unknown vehicle and 422 for a vehicle id that is not one', async () => {
    const admin = await testApp.createUser('admin');
    const unknown = await testApp.request(admin, { method: 'GET', url: '/api/defects/open/print?vehicle_id=999999' });
    expect(unknown.statusCode).toBe(404);
    const bad = await testApp.request(admin, { method: 'GET', url: '/api/defects/open/print?vehicle_id=abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ vehicle_id: [inspectorFileMessages.vehicleInvalid] });
  });
});
