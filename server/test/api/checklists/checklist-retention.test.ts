import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  checklistRecordMessages,
  checklistStatementVersion,
  recordKeptMessage,
  vehicleKeptMessage,
} from '@fleet-ops/shared';
import { auditLog, checklists, defects, vehicles } from '../../../src/db/schema/index.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { pngBytes } from '../../support/images.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from './checklist-fixtures.js';

const testApp = useTestApp();

const remove = (user: TestUser, id: number) => testApp.request(user, { method: 'DELETE', url: `/api/checklist/${id}` });
const removeVehicle = (user: TestUser, id: number) =>
  testApp.request(user, { method: 'DELETE', url: `/api/vehicles/${id}` });

/** A signed checklist submitted on 2026-11-18 (the test clock), with a "no" on the tires when asked. */
async function submitted(failTires = false) {
  testApp.setNow('2026-11-18T15:00:00Z');
  const admin = await testApp.createUser('admin');
  const crew = await driverWithVehicle(testApp, admin);
  const answers = failTires ? { ...allYes(), tires: 'no' as const } : allYes();
  const fields = {
    ...checklistFields(crew.vehicle, crew.driver.name, failTires ? { remarks: 'Flat.' } : {}, answers),
    statement_version: checklistStatementVersion,
  };
  const response = await submitChecklist(testApp, crew.session, fields, [
    { field: 'signature', fileName: 'signature.png', contentType: 'image/png', data: pngBytes },
  ]);
  expect(response.statusCode).toBe(201);
  return { admin, crew, id: response.json().data.id as number };
}

/** An admin signed in at the given moment (sessions do not last months of clock jumps). */
async function adminAt(moment: string) {
  testApp.setNow(moment);
  return testApp.createUser('admin');
}

describe('DELETE api/checklist/{id}', () => {
  it('refuses a checklist younger than 6 months, whatever the role, naming the first day it may go', async () => {
    const { admin, crew, id } = await submitted();
    const refused = await remove(admin, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: recordKeptMessage('checklist', '2027-05-18', 'checklists', 6) });
    expect(refused.json().message).toBe('This checklist is kept until 2027-05-18 (circle checks: 6 months).');
    expect((await remove(crew.session, id)).statusCode).toBe(403);

    const dayBefore = await adminAt('2027-05-17T15:00:00Z');
    expect((await remove(dayBefore, id)).statusCode).toBe(409);
    testApp.setNow('2026-11-18T15:00:00Z');
  });

  it('deletes a checklist from its sixth month on, with its signature file, and audits it', async () => {
    const { id } = await submitted();
    const [row] = await testApp.context.db.select().from(checklists).where(eq(checklists.id, id));
    const later = await adminAt('2027-05-18T15:00:00Z');

    const response = await remove(later, id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: checklistRecordMessages.deleted });
    expect(await testApp.context.db.select().from(checklists).where(eq(checklists.id, id))).toEqual([]);
    expect(await testApp.context.files.read(row!.signatureKey!)).toBeFalsy();
    const audits = await testApp.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.map((entry) => `${entry.entity}:${entry.action}`)).toContain('checklist:delete');
    testApp.setNow('2026-11-18T15:00:00Z');
  });

  it('refuses a checklist that opened a defect whose repair is younger than 12 months', async () => {
    const { id } = await submitted(true);
    await testApp.context.db
      .update(defects)
      .set({ status: 'repaired', repairedAt: new Date('2027-03-01T15:00:00Z'), repairNotes: 'New tire' })
      .where(eq(defects.checklistId, id));

    const admin = await adminAt('2027-06-01T15:00:00Z');
    const refused = await remove(admin, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This checklist is kept until 2028-03-01 (defect repair records: 12 months).');

    const later = await adminAt('2028-03-01T15:00:00Z');
    expect((await remove(later, id)).statusCode).toBe(200);
    testApp.setNow('2026-11-18T15:00:00Z');
  });

  it('answers 404 for an unknown checklist', async () => {
    const admin = await testApp.createUser('admin');
    expect((await remove(admin, 999_999)).statusCode).toBe(404);
  });
});

describe('DELETE api/vehicles/{id} and the records it holds', () => {
  it('refuses a vehicle with a checklist younger than 6 months, then deletes it once the records may go', async () => {
    const { admin, crew } = await submitted();
    const refused = await removeVehicle(admin, crew.vehicle.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(vehicleKeptMessage('2027-05-18', 'checklists', 6));
    expect(await testApp.context.db.select().from(vehicles).where(eq(vehicles.id, crew.vehicle.id))).toHaveLength(1);

    const later = await adminAt('2027-05-18T15:00:00Z');
    expect((await removeVehicle(later, crew.vehicle.id)).statusCode).toBe(200);
    testApp.setNow('2026-11-18T15:00:00Z');
  });

  it('refuses a vehicle with a defect repair younger than 12 months', async () => {
    const { crew, id } = await submitted(true);
    await testApp.context.db
      .update(defects)
      .set({ status: 'repaired', repairedAt: new Date('2027-01-10T15:00:00Z'), repairNotes: 'New tire' })
      .where(eq(defects.checklistId, id));
    const admin = await adminAt('2027-06-01T15:00:00Z');
    const refused = await removeVehicle(admin, crew.vehicle.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This vehicle's records are kept until 2028-01-10 (defect repair records: 12 months): dispose of the vehicle instead.",
    );
    testApp.setNow('2026-11-18T15:00:00Z');
  });
});
