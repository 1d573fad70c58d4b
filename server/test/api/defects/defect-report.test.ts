import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defectReportMessages } from '@fleet-ops/shared';
import { defectReportPhotos, outbox } from '../../../src/db/schema/index.js';
import { forbiddenMessage } from '../../../src/plugins/authentication.js';
import { pngBytes } from '../../support/images.js';
import { csvDownload } from '../../support/fleet-fixtures.js';
import { multipartBody } from '../../support/multipart.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { createForm, loaderForm, passFail, publish } from '../inspection-forms/form-fixtures.js';
import { defectsOf, driverWithVehicle, occurrencesOf } from './defect-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
const reportedAt = new Date('2026-11-18T15:00:00Z');
const key = '3f0c9a52-7d4e-4b1a-9c8e-2a6d5b7e9f01';

function report(user: TestUser, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return testApp.request(user, { method: 'POST', url: '/api/defects', payload, headers });
}

/** A driver's truck on a form whose coupling item lists a minor (1.1) and a major (1.A) description. */
async function truckOnForm(options: { supervisor?: string } = {}) {
  const admin = await testApp.createUser('admin');
  const crew = await driverWithVehicle(testApp, admin, options);
  const coupling = {
    ...passFail('coupling', 'Coupling', 'Attelage'),
    severity: null,
    defects: [
      { code: '1.1', text: 'Fastener loose', text_fr: 'Fixation desserrée', class: 'minor' },
      { code: '1.A', text: 'Kingpin cracked', text_fr: 'Pivot fissuré', class: 'major' },
    ],
  };
  const form = await createForm(
    testApp,
    admin,
    loaderForm({
      name: `Truck ${crew.vehicle.id}`,
      applies_to: { vehicle_ids: [crew.vehicle.id] },
      sections: [{ key: 'list_1', title: 'List 1', title_fr: 'Liste 1', items: [coupling] }],
    }),
  );
  await publish(testApp, admin, form.id);
  return { admin, ...crew };
}

async function vehicleAnswer(user: TestUser, id: number) {
  const response = await testApp.request(user, { method: 'GET', url: `/api/vehicles/${id}` });
  return response.json().data as { out_of_service: boolean };
}

describe('POST api/defects: a defect reported mid-shift, without a checklist', () => {
  it('a driver reports a major code: the defect opens with its code, the vehicle is out of service at once, the admins are mailed', async () => {
    const { admin, vehicle, session } = await truckOnForm();

    const response = await report(session, {
      vehicle_id: vehicle.id,
      item: 'coupling',
      code: '1.A',
      note: 'Crack seen',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(defectReportMessages.created);
    expect(response.json().data).toMatchObject({
      item: 'coupling',
      code: '1.A',
      severity: 'major',
      status: 'open',
      checklist_id: null,
      due_at: null,
      occurrence_list: [{ checklist_id: null, code: '1.A', remarks: 'Crack seen', reported_by: session.id }],
    });
    expect(response.json().data.history.map((entry: { action: string }) => entry.action)).toEqual(['create', 'report']);
    const [stored] = await defectsOf(testApp, vehicle.id);
    expect(stored).toMatchObject({ item: 'coupling', code: '1.A', severity: 'major', reportedAt, checklistId: null });
    expect((await vehicleAnswer(admin, vehicle.id)).out_of_service).toBe(true);
    const mails = await testApp.context.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${vehicle.equipmentNumber}`));
    expect(mails.map((mail) => mail.recipient)).toEqual([admin.email]);
    expect(mails[0]!.body).toContain(`OUT OF SERVICE: do not operate (${vehicle.equipmentNumber} has a major defect).`);
  });

  it('a minor code opens a minor defect due 48 hours after the report, and the vehicle stays in service', async () => {
    const { admin, vehicle, session } = await truckOnForm();

    const response = await report(session, { vehicle_id: vehicle.id, item: 'coupling', code: '1.1' });

    expect(response.statusCode).toBe(201);
    const [stored] = await defectsOf(testApp, vehicle.id);
    expect(stored).toMatchObject({ code: '1.1', severity: 'minor', dueAt: new Date('2026-11-20T15:00:00Z') });
    expect((await vehicleAnswer(admin, vehicle.id)).out_of_service).toBe(false);
  });

  it('a note alone ("Other") on the Pre-OP form takes the item’s class from Settings', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, session } = await driverWithVehicle(testApp, admin);

    const response = await report(session, { vehicle_id: vehicle.id, item: 'tires', note: 'Flat front left' });

    expect(response.statusCode).toBe(201);
    const [stored] = await defectsOf(testApp, vehicle.id);
    expect(stored).toMatchObject({ item: 'tires', code: null, severity: 'major' });
    expect(await occurrencesOf(testApp, stored!.id)).toMatchObject([{ remarks: 'Flat front left', code: null }]);
  });

  it('a second report on the same item adds a report, and a major code found on a minor defect makes it major', async () => {
    const { admin, vehicle, session } = await truckOnForm();
    await report(session, { vehicle_id: vehicle.id, item: 'coupling', code: '1.1' });

    const again = await report(session, { vehicle_id: vehicle.id, item: 'coupling', code: '1.A' });

    expect(again.statusCode).toBe(201);
    const stored = await defectsOf(testApp, vehicle.id);
    expect(stored.map((row) => [row.code, row.severity, row.dueAt])).toEqual([['1.A', 'major', null]]);
    expect((await occurrencesOf(testApp, stored[0]!.id)).map((row) => row.code)).toEqual(['1.1', '1.A']);
    expect((await vehicleAnswer(admin, vehicle.id)).out_of_service).toBe(true);
  });

  it('keeps the photos with the report, served to whoever may read the defect', async () => {
    const { vehicle, session } = await truckOnForm();
    const { payload, headers } = multipartBody({ vehicle_id: String(vehicle.id), item: 'coupling', code: '1.1' }, [
      { field: 'photos', fileName: 'crack.png', contentType: 'image/png', data: pngBytes },
    ]);

    const response = await testApp.request(session, { method: 'POST', url: '/api/defects', payload, headers });

    expect(response.statusCode).toBe(201);
    const photos = response.json().data.report_photos as { id: number; file_name: string; url: string }[];
    expect(photos).toHaveLength(1);
    expect(photos[0]!.url).toBe(`/api/defects/${response.json().data.id}/report_photos/${photos[0]!.id}`);
    const photo = await testApp.request(session, { method: 'GET', url: photos[0]!.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(await testApp.context.db.select().from(defectReportPhotos)).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key with the first report, never a second', async () => {
    const { vehicle, session } = await truckOnForm();
    const body = { vehicle_id: vehicle.id, item: 'coupling', code: '1.A' };

    const first = await report(session, body, { 'idempotency-key': key });
    const retry = await report(session, body, { 'idempotency-key': key });
    const reused = await report(session, { ...body, code: '1.1' }, { 'idempotency-key': key });

    expect([first.statusCode, retry.statusCode, reused.statusCode]).toEqual([201, 200, 409]);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const [stored] = await defectsOf(testApp, vehicle.id);
    expect(await occurrencesOf(testApp, stored!.id)).toHaveLength(1);
  });
});

describe('the Defects list and its export by defect code', () => {
  it('filters by code, and the export carries the code and the class', async () => {
    const { admin, vehicle, session } = await truckOnForm();
    await report(session, { vehicle_id: vehicle.id, item: 'coupling', code: '1.A' });

    const listed = await testApp.request(admin, {
      method: 'GET',
      url: `/api/defects?code=1.A&vehicle_id=${vehicle.id}`,
    });
    const other = await testApp.request(admin, {
      method: 'GET',
      url: `/api/defects?code=1.1&vehicle_id=${vehicle.id}`,
    });
    const file = await testApp.request(admin, {
      method: 'GET',
      url: `/api/defects/a1b2c3/export?code=1.A&vehicle_id=${vehicle.id}`,
    });

    expect(listed.json().data.map((row: { code: string }) => row.code)).toEqual(['1.A']);
    expect(other.json().total).toBe(0);
    const rows = csvDownload(file);
    expect(rows.slice(1).map((row) => row.slice(1, 5))).toEqual([
      [vehicle.equipmentNumber, 'Coupling', '1.A', 'Major'],
    ]);
  });
});

describe('POST api/defects: who may report, and bad input', () => {
  it('a driver may not report for a vehicle not assigned to them: 403, nothing stored', async () => {
    const admin = await testApp.createUser('admin');
    const mine = await driverWithVehicle(testApp, admin);
    const theirs = await driverWithVehicle(testApp, admin);

    const response = await report(mine.session, { vehicle_id: theirs.vehicle.id, item: 'horn', note: 'Weak' });

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(forbiddenMessage);
    expect(await defectsOf(testApp, theirs.vehicle.id)).toEqual([]);
  });

  it('a supervisor reports for their crew’s vehicle, not another crew’s; an admin for any', async () => {
    const admin = await testApp.createUser('admin');
    const boss = await testApp.createUser('supervisor', { firstName: 'Report', lastName: 'Boss' });
    const crew = await driverWithVehicle(testApp, admin, { supervisor: 'Report Boss' });
    const other = await driverWithVehicle(testApp, admin);

    const own = await report(boss, { vehicle_id: crew.vehicle.id, item: 'horn', note: 'Weak' });
    const refused = await report(boss, { vehicle_id: other.vehicle.id, item: 'horn', note: 'Weak' });
    const byAdmin = await report(admin, { vehicle_id: other.vehicle.id, item: 'horn', note: 'Weak' });

    expect([own.statusCode, refused.statusCode, byAdmin.statusCode]).toEqual([201, 403, 201]);
  });

  it('refuses an unknown vehicle, an item not on the form, a code not among the item’s, and neither code nor note', async () => {
    const { vehicle, session } = await truckOnForm();

    const unknownVehicle = await report(session, { vehicle_id: 999999, item: 'coupling', code: '1.1' });
    const unknownItem = await report(session, { vehicle_id: vehicle.id, item: 'horn', note: 'Weak' });
    const unknownCode = await report(session, { vehicle_id: vehicle.id, item: 'coupling', code: '9.Z' });
    const nothing = await report(session, { vehicle_id: vehicle.id, item: 'coupling' });
    const missing = await report(session, {});

    expect(unknownVehicle.statusCode).toBe(422);
    expect(unknownVehicle.json().errors).toEqual({ vehicle_id: [defectReportMessages.vehicleUnknown] });
    expect(unknownItem.json().errors).toEqual({ item: [defectReportMessages.itemUnknown] });
    expect(unknownCode.json().errors).toEqual({ code: [defectReportMessages.codeUnknown] });
    expect(nothing.json().errors).toEqual({ note: [defectReportMessages.codeOrNote] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      vehicle_id: [defectReportMessages.vehicleRequired],
      item: [defectReportMessages.itemRequired],
    });
    expect(await defectsOf(testApp, vehicle.id)).toEqual([]);
  });
});
