import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistMessages, defectMessages } from '@fleet-ops/shared';
import { auditLog, defectRepairPhotos, defects, vehicleExpenses } from '../../../src/db/schema/index.js';
import { multipartBody } from '../../support/multipart.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { allYes, checklistFields, png, submitChecklist } from '../checklists/checklist-fixtures.js';
import { defectsOf, driverWithVehicle, step, storedDefect } from './defect-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

function repairWithPhotos(
  user: TestUser,
  id: number,
  fields: Record<string, string>,
  files = [png('pads.png', 'photos[]')],
) {
  const { payload, headers } = multipartBody(fields, files);
  return testApp.request(user, { method: 'POST', url: `/api/defects/${id}/repair`, payload, headers });
}

function photoRows(defectId: number) {
  return testApp.context.db.select().from(defectRepairPhotos).where(eq(defectRepairPhotos.defectId, defectId));
}

describe('POST api/defects/:id/repair with photos', () => {
  it('keeps up to 5 photos with the repair and lists them in the detail with their address', async () => {
    const admin = await testApp.createUser('admin');
    const { defect } = await storedDefect(testApp, admin);

    const response = await repairWithPhotos(admin, defect.id, { repair_notes: 'New pads', repair_cost: '80' }, [
      png('pads.png', 'photos[]'),
      png('drum.png', 'photos[]'),
    ]);
    expect(response.statusCode).toBe(200);
    const rows = await photoRows(defect.id);
    expect(rows.map((row) => [row.fileName, row.mimeType])).toEqual([
      ['pads.png', 'image/png'],
      ['drum.png', 'image/png'],
    ]);
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'defect'), eq(auditLog.action, 'repair'), eq(auditLog.entityId, String(defect.id))),
      );
    expect(audit!.changes).toMatchObject({ repairPhotos: { before: null, after: ['pads.png', 'drum.png'] } });
    expect(response.json().data).toMatchObject({
      status: 'repaired',
      repair_notes: 'New pads',
      repair_cost: '80.00',
      repair_photos: rows.map((row) => ({
        id: row.id,
        file_name: row.fileName,
        url: `/api/defects/${defect.id}/repair_photos/${row.id}`,
      })),
    });
  });

  it('streams a repair photo to whoever may read the defect, and answers 404 to anyone else', async () => {
    const admin = await testApp.createUser('admin');
    const { defect, session } = await storedDefect(testApp, admin);
    await repairWithPhotos(admin, defect.id, { repair_notes: 'New pads' });
    const [photo] = await photoRows(defect.id);
    const url = `/api/defects/${defect.id}/repair_photos/${photo!.id}`;

    const asAdmin = await testApp.request(admin, { method: 'GET', url });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/png');
    expect((await testApp.request(session, { method: 'GET', url })).statusCode).toBe(200);

    const other = await driverWithVehicle(testApp, admin);
    const refused = await testApp.request(other.session, { method: 'GET', url });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: defectMessages.notFound });
    const otherDefect = await storedDefect(testApp, admin);
    const wrongDefect = await testApp.request(admin, {
      method: 'GET',
      url: `/api/defects/${otherDefect.defect.id}/repair_photos/${photo!.id}`,
    });
    expect(wrongDefect.statusCode).toBe(404);
    expect(wrongDefect.json()).toEqual({ message: defectMessages.photoNotFound });
  });

  it('refuses a photo under another field, a sixth photo and a file that is not an image: 422, nothing kept', async () => {
    const admin = await testApp.createUser('admin');
    const { defect, vehicle } = await storedDefect(testApp, admin);
    const notes = { repair_notes: 'New pads' };

    const stray = await repairWithPhotos(admin, defect.id, notes, [png('pads.png', 'file')]);
    expect(stray.statusCode).toBe(422);
    expect(stray.json().errors).toEqual({ file: [defectMessages.photoFieldUnexpected] });
    const six = await repairWithPhotos(
      admin,
      defect.id,
      notes,
      Array.from({ length: 6 }, (_, index) => png(`p${index}.png`, 'photos[]')),
    );
    expect(six.statusCode).toBe(422);
    expect(six.json().errors).toEqual({ photos: [checklistMessages.tooManyFiles] });
    const text = await repairWithPhotos(admin, defect.id, notes, [
      { field: 'photos', fileName: 'notes.png', contentType: 'image/png', data: Buffer.from('not an image') },
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ photos: [checklistMessages.fileNotPhoto] });

    expect(await photoRows(defect.id)).toEqual([]);
    const [stored] = await defectsOf(testApp, vehicle.id);
    expect(stored!.status).toBe('open');
  });

  it('keeps no photo when the step is out of order (409)', async () => {
    const admin = await testApp.createUser('admin');
    const { defect } = await storedDefect(testApp, admin);
    await step(testApp, admin, defect.id, 'repair', { repair_notes: 'Done' });

    const again = await repairWithPhotos(admin, defect.id, { repair_notes: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: defectMessages.repairOutOfOrder });
    expect(await photoRows(defect.id)).toEqual([]);
  });

  it("shows the reporting checklist's photos, linked to the checklist's attachment route", async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);
    const answers = { ...allYes(), horn: 'no' };
    const submitted = await submitChecklist(
      testApp,
      inspected.session,
      checklistFields(inspected.vehicle, inspected.driver.name, { odm_read: '1600', remarks: 'Horn silent' }, answers),
      [png('horn.png')],
    );
    expect(submitted.statusCode).toBe(201);
    const checklist = submitted.json().data as { id: number; attachments: { id: number }[] };
    const [defect] = await defectsOf(testApp, inspected.vehicle.id);

    const detail = await testApp.request(admin, { method: 'GET', url: `/api/defects/${defect!.id}` });
    expect(detail.json().data.report_photos).toEqual([
      {
        id: checklist.attachments[0]!.id,
        file_name: 'horn.png',
        url: `/api/checklist/${checklist.id}/attachments/${checklist.attachments[0]!.id}`,
      },
    ]);
    expect(detail.json().data.repair_photos).toEqual([]);
  });
});

describe('the repair cost as a vehicle expense', () => {
  async function profitLoss(vehicleId: number) {
    const response = await testApp.request(await testApp.createUser('admin'), {
      method: 'POST',
      url: '/api/reports/profit_loss',
      payload: { start_date: '2026-11-15', end_date: '2026-11-21' },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data.rows as { vehicle_id: number; maintenance: number; net: number }[]).find(
      (row) => row.vehicle_id === vehicleId,
    );
  }

  it("adds the cost to the vehicle's maintenance of the repair's week, shown in Profit & Loss", async () => {
    const admin = await testApp.createUser('admin');
    const { defect, vehicle } = await storedDefect(testApp, admin);

    await step(testApp, admin, defect.id, 'repair', { repair_notes: 'New pads', repair_cost: 120.5 });
    const rows = await testApp.context.db
      .select()
      .from(vehicleExpenses)
      .where(eq(vehicleExpenses.vehicleId, vehicle.id));
    expect(rows).toMatchObject([{ weekStart: '2026-11-15', maintenanceCents: 12050, gasCents: 0, revenueCents: 0 }]);
    expect(await profitLoss(vehicle.id)).toMatchObject({ maintenance: 120.5, net: -120.5 });
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle_expense'), eq(auditLog.entityId, String(rows[0]!.id))));
    expect(audit).toMatchObject({
      action: 'create',
      actorId: admin.id,
      changes: { maintenanceCents: { before: null, after: 12050 }, weekStart: { before: null, after: '2026-11-15' } },
    });
  });

  it("sums onto the week's expenses already saved, and a repair without a cost adds nothing", async () => {
    const admin = await testApp.createUser('admin');
    const { defect, vehicle } = await storedDefect(testApp, admin);
    await testApp.context.db
      .insert(vehicleExpenses)
      .values({ vehicleId: vehicle.id, weekStart: '2026-11-15', gasCents: 5000, maintenanceCents: 1000 });
    await step(testApp, admin, defect.id, 'repair', { repair_notes: 'Adjusted', repair_cost: '19.99' });
    const minor = await minorDefectOn(vehicle.id);
    await step(testApp, admin, minor, 'repair', { repair_notes: 'Free fix' });

    const rows = await testApp.context.db
      .select()
      .from(vehicleExpenses)
      .where(eq(vehicleExpenses.vehicleId, vehicle.id));
    expect(rows).toMatchObject([{ weekStart: '2026-11-15', maintenanceCents: 2999, gasCents: 5000 }]);
    expect(await profitLoss(vehicle.id)).toMatchObject({ maintenance: 29.99, net: -79.99 });
  });

  it('books a repair made on Saturday night (business time) in that week, not the next', async () => {
    const admin = await testApp.createUser('admin');
    const { defect, vehicle } = await storedDefect(testApp, admin);
    // Sunday 02:00 UTC is Saturday 22:30 in St. John's.
    testApp.setNow('2026-11-22T02:00:00Z');
    try {
      const response = await step(testApp, admin, defect.id, 'repair', { repair_notes: 'Late fix', repair_cost: 10 });
      expect(response.statusCode).toBe(200);
    } finally {
      testApp.setNow('2026-11-18T15:00:00Z');
    }
    const rows = await testApp.context.db
      .select()
      .from(vehicleExpenses)
      .where(eq(vehicleExpenses.vehicleId, vehicle.id));
    expect(rows).toMatchObject([{ weekStart: '2026-11-15', maintenanceCents: 1000 }]);
  });
});

/** A second, minor defect on the vehicle, written directly. */
async function minorDefectOn(vehicleId: number) {
  const [defect] = await testApp.context.db
    .insert(defects)
    .values({ vehicleId, item: 'horn', severity: 'minor', status: 'open', reportedAt: testApp.context.clock.now() })
    .returning();
  return defect!.id;
}
