import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientRequestMessages, defectMessages } from '@fleet-ops/shared';
import { auditLog, defectRepairPhotos, vehicleExpenses } from '../../../src/db/schema/index.js';
import { storedKeys } from '../../support/idempotency.js';
import { multipartBody } from '../../support/multipart.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { png } from '../checklists/checklist-fixtures.js';
import { defectsOf, storedDefect } from './defect-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
const repair = { repair_notes: 'New pads', repair_cost: '80' };

/** `POST api/defects/:id/repair` as the repair dialog sends it: form data with a photo and the dialog's request id. */
function sendRepair(admin: TestUser, defectId: number, key: string, fields: Record<string, string> = repair) {
  const { payload, headers } = multipartBody(fields, [png('pads.png', 'photos')]);
  return testApp.request(admin, {
    method: 'POST',
    url: `/api/defects/${defectId}/repair`,
    payload,
    headers: { ...headers, 'idempotency-key': key },
  });
}

function photoRows(defectId: number) {
  return testApp.context.db.select().from(defectRepairPhotos).where(eq(defectRepairPhotos.defectId, defectId));
}

function maintenanceCents(vehicleId: number) {
  return testApp.context.db
    .select({ cents: vehicleExpenses.maintenanceCents })
    .from(vehicleExpenses)
    .where(eq(vehicleExpenses.vehicleId, vehicleId));
}

function repairAudits(defectId: number) {
  return testApp.context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'defect'), eq(auditLog.action, 'repair'), eq(auditLog.entityId, String(defectId))));
}

describe('POST api/defects/:id/repair sent again with its Idempotency-Key (a retry after a lost answer)', () => {
  it('answers the repaired defect (200, same body) instead of a 409, keeping one photo, one expense and one audit entry', async () => {
    const admin = await testApp.createUser('admin');
    const { defect, vehicle } = await storedDefect(testApp, admin);
    const key = randomUUID();

    const first = await sendRepair(admin, defect.id, key);
    const retry = await sendRepair(admin, defect.id, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json()).toMatchObject({
      message: defectMessages.repaired,
      data: { id: defect.id, status: 'repaired', repair_notes: 'New pads', repair_cost: '80.00' },
    });

    expect((await photoRows(defect.id)).map((row) => row.fileName)).toEqual(['pads.png']);
    expect(await maintenanceCents(vehicle.id)).toEqual([{ cents: 8000 }]);
    expect(await repairAudits(defect.id)).toHaveLength(1);
    expect(await storedKeys(testApp, admin.id)).toEqual([
      { key, scope: 'POST /api/defects/:id/repair', resourceId: defect.id },
    ]);
  });

  it('records the repair once when the same request arrives twice at the same moment', async () => {
    const admin = await testApp.createUser('admin');
    const { defect, vehicle } = await storedDefect(testApp, admin);
    const key = randomUUID();
    const answers = await Promise.all([sendRepair(admin, defect.id, key), sendRepair(admin, defect.id, key)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect(await photoRows(defect.id)).toHaveLength(1);
    expect(await maintenanceCents(vehicle.id)).toEqual([{ cents: 8000 }]);
    expect(await repairAudits(defect.id)).toHaveLength(1);
  });

  it('answers 409 for the same key with other notes, or for another defect, and changes nothing more', async () => {
    const admin = await testApp.createUser('admin');
    const { defect, vehicle } = await storedDefect(testApp, admin);
    const other = await storedDefect(testApp, admin);
    const key = randomUUID();
    expect((await sendRepair(admin, defect.id, key)).statusCode).toBe(200);

    const changed = await sendRepair(admin, defect.id, key, { ...repair, repair_notes: 'New pads and discs' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: clientRequestMessages.reused });
    const elsewhere = await sendRepair(admin, other.defect.id, key);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ message: clientRequestMessages.reused });

    expect((await defectsOf(testApp, vehicle.id)).map((row) => row.repairNotes)).toEqual(['New pads']);
    expect((await defectsOf(testApp, other.vehicle.id)).map((row) => row.status)).toEqual(['open']);
    expect(await photoRows(other.defect.id)).toEqual([]);
  });

  it('refuses a key that is not a UUID with a 422 naming the header, and leaves the defect open', async () => {
    const admin = await testApp.createUser('admin');
    const { defect, vehicle } = await storedDefect(testApp, admin);

    const malformed = await sendRepair(admin, defect.id, 'retry-1');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      message: clientRequestMessages.invalid,
      errors: { 'Idempotency-Key': [clientRequestMessages.invalid] },
    });
    expect((await defectsOf(testApp, vehicle.id)).map((row) => row.status)).toEqual(['open']);
    expect(await photoRows(defect.id)).toEqual([]);
  });
});
