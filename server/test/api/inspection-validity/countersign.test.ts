import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistRecordMessages, countersignMessages } from '@fleet-ops/shared';
import { auditLog, checklistCountersignatures } from '../../../src/db/schema/index.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { insertAssignment } from '../../support/fleet-fixtures.js';
import { driverWithVehicle, pngBytes } from '../checklists/checklist-fixtures.js';
import { formFor, inspectOnForm } from './fixtures.js';

/** Issue 36: "I have read this report", by the operator or the vehicle's current driver. */
const testApp = useTestApp(sessionsOutlastClockJumps);

let crews = 0;

/** A supervisor inspects for a crew driver on a 24-hour form; a second driver drives another vehicle. */
async function supervisorInspection() {
  testApp.setNow('2026-11-18T15:00:00Z');
  crews += 1;
  const admin = await testApp.createUser('admin');
  const supervisor = await testApp.createUser('supervisor', { firstName: 'Sign', lastName: `Boss ${crews}` });
  const operator = await driverWithVehicle(testApp, admin, { supervisor: `Sign Boss ${crews}` });
  const stranger = await driverWithVehicle(testApp, admin);
  const versionId = await formFor(testApp, admin, operator.vehicle.id, '24h');
  const id = await inspectOnForm(testApp, supervisor, operator.vehicle, operator.driver.name, versionId);
  return { admin, supervisor, operator, stranger, id };
}

const typed = (name: string) => ({ statement_version: 'read-2026-11', signature_typed_name: name });

function countersign(user: TestUser, id: number, payload: Record<string, unknown>, key?: string) {
  return testApp.request(user, {
    method: 'POST',
    url: `/api/checklist/${id}/countersign`,
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });
}

describe('POST api/checklist/{id}/countersign', () => {
  it('lets the operator named on a supervisor’s inspection countersign it by typing, stored and audited', async () => {
    const { operator, id } = await supervisorInspection();

    const response = await countersign(operator.session, id, typed(operator.driver.name));

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(Number),
        name: operator.driver.name,
        statement_version: 'read-2026-11',
        signed_at: '2026-11-18 11:30:00',
        signature_url: null,
        signature_typed_name: operator.driver.name,
      },
      message: countersignMessages.countersigned,
    });
    const rows = await testApp.context.db
      .select()
      .from(checklistCountersignatures)
      .where(eq(checklistCountersignatures.checklistId, id));
    expect(rows).toEqual([
      expect.objectContaining({ userId: operator.session.id, driverId: operator.driver.id, signatureKey: null }),
    ]);
    const audits = await testApp.context.db.select().from(auditLog).where(eq(auditLog.action, 'countersign'));
    expect(audits.some((row) => row.entityId === String(id) && row.actorId === operator.session.id)).toBe(true);
    const detail = await testApp.request(operator.session, { method: 'GET', url: `/api/checklist/${id}` });
    expect(detail.json().data).toMatchObject({
      valid_until: '2026-11-19 11:30:00',
      valid_now: true,
      may_countersign: false,
      countersignatures: [expect.objectContaining({ name: operator.driver.name })],
    });
  });

  it('lists the inspection as to countersign on the operator’s phone until they have signed it', async () => {
    const { operator, stranger, id } = await supervisorInspection();
    const toSign = () => testApp.request(operator.session, { method: 'GET', url: '/api/checklist/to_countersign' });

    expect((await toSign()).json().data).toEqual([
      expect.objectContaining({
        id,
        operator: operator.driver.name,
        inspected_by: expect.stringContaining('Sign Boss'),
      }),
    ]);
    const strangers = await testApp.request(stranger.session, { method: 'GET', url: '/api/checklist/to_countersign' });
    expect(strangers.json().data).toEqual([]);
    await countersign(operator.session, id, typed(operator.driver.name));
    expect((await toSign()).json().data).toEqual([]);
  });

  it('takes a drawn signature and serves it to whoever may read the checklist', async () => {
    const { operator, supervisor, id } = await supervisorInspection();
    const drawn = {
      statement_version: 'read-2026-11',
      signature: `data:image/png;base64,${pngBytes.toString('base64')}`,
    };

    const response = await countersign(operator.session, id, drawn);

    expect(response.statusCode).toBe(201);
    const url = response.json().data.signature_url as string;
    expect(url).toBe(`/api/checklist/${id}/countersignatures/${response.json().data.id}/signature`);
    const image = await testApp.request(supervisor, { method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('lets the vehicle’s current driver countersign an inspection naming another operator, and read it first', async () => {
    const { operator, stranger, id } = await supervisorInspection();
    await insertAssignment(testApp, {
      vehicleId: operator.vehicle.id,
      driverId: stranger.driver.id,
      from: '2026-11-18T12:00:00Z',
    });

    const detail = await testApp.request(stranger.session, { method: 'GET', url: `/api/checklist/${id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.may_countersign).toBe(true);
    const response = await countersign(stranger.session, id, typed(stranger.driver.name));

    expect(response.statusCode).toBe(201);
    expect(response.json().data.name).toBe(stranger.driver.name);
  });

  it('refuses a driver who neither is named on it nor drives the vehicle, as an unknown checklist', async () => {
    const { stranger, id } = await supervisorInspection();

    const response = await countersign(stranger.session, id, typed(stranger.driver.name));

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Checklist not found.');
  });

  it('refuses someone who may read it but is no driver of it', async () => {
    const { admin, id } = await supervisorInspection();

    const response = await countersign(admin, id, typed('Admin'));

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(countersignMessages.notYours);
  });

  it('refuses a countersignature on one’s own inspection', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    const admin = await testApp.createUser('admin');
    const crew = await driverWithVehicle(testApp, admin);
    const versionId = await formFor(testApp, admin, crew.vehicle.id, '24h');
    const id = await inspectOnForm(testApp, crew.session, crew.vehicle, crew.driver.name, versionId);

    const response = await countersign(crew.session, id, typed(crew.driver.name));

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(countersignMessages.ownInspection);
  });

  it('refuses once the inspection is no longer valid', async () => {
    const { operator, id } = await supervisorInspection();
    testApp.setNow('2026-11-19T15:00:00Z');

    const response = await countersign(operator.session, id, typed(operator.driver.name));

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(countersignMessages.expired);
  });

  it('takes one countersignature per person, and answers a retry of the same request with the first', async () => {
    const { operator, id } = await supervisorInspection();
    const key = '3f0c9a52-7d4e-4b1a-9c8e-2a6d5b7e9f01';

    const first = await countersign(operator.session, id, typed(operator.driver.name), key);
    const retry = await countersign(operator.session, id, typed(operator.driver.name), key);
    const again = await countersign(operator.session, id, typed(operator.driver.name));

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual(first.json().data);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(countersignMessages.already);
  });

  it('asks for the statement and exactly one signature, with field messages', async () => {
    const { operator, id } = await supervisorInspection();

    const none = await countersign(operator.session, id, {});
    const unsigned = await countersign(operator.session, id, { statement_version: 'read-2026-11' });
    const both = await countersign(operator.session, id, {
      ...typed(operator.driver.name),
      signature: `data:image/png;base64,${pngBytes.toString('base64')}`,
    });

    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ statement_version: [countersignMessages.statementRequired] });
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().errors).toEqual({ signature: [checklistRecordMessages.signatureRequired] });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ signature_typed_name: [checklistRecordMessages.signatureTwice] });
  });
});
