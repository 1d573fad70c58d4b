import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientRequestMessages } from '@fleet-ops/shared';
import { auditLog, checklistAttachments, checklists, idempotencyKeys } from '../../../src/db/schema/index.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { allYes, checklistFields, driverWithVehicle, png } from './checklist-fixtures.js';

const testApp = useTestApp();

/** `POST api/checklist` as the phone sends it, with the form's request id as the Idempotency-Key header. */
function submitOnce(user: TestUser, fields: Record<string, string>, key: string, files = [png()]) {
  const { payload, headers } = multipartBody(fields, files);
  return testApp.request(user, {
    method: 'POST',
    url: '/api/checklist',
    payload,
    headers: { ...headers, 'idempotency-key': key },
  });
}

async function checklistsOf(vehicleId: number) {
  return testApp.context.db.select().from(checklists).where(eq(checklists.vehicleId, vehicleId));
}

async function keysOf(userId: number) {
  return testApp.context.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}

describe('submitting the same checklist again (a retry after a lost answer)', () => {
  it('answers the first checklist (200, same id) and stores one checklist, one photo and one audit entry', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const key = randomUUID();
    const fields = checklistFields(vehicle, driver.name);

    const first = await submitOnce(session, fields, key);
    const retry = await submitOnce(session, fields, key.toUpperCase());
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().message).toBe('Checklist has been submitted successfully.');

    const stored = await checklistsOf(vehicle.id);
    expect(stored.map((row) => row.id)).toEqual([first.json().data.id]);
    const photos = await testApp.context.db
      .select()
      .from(checklistAttachments)
      .where(eq(checklistAttachments.checklistId, stored[0]!.id));
    expect(photos).toHaveLength(1);
    const audits = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'checklist'), eq(auditLog.entityId, String(stored[0]!.id))));
    expect(audits).toHaveLength(1);
    expect(await keysOf(session.id)).toMatchObject([{ key, scope: 'POST /api/checklist', resourceId: stored[0]!.id }]);
  });

  it('creates one checklist when two identical requests arrive at the same moment', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const key = randomUUID();
    const fields = checklistFields(vehicle, driver.name);
    const answers = await Promise.all([submitOnce(session, fields, key), submitOnce(session, fields, key)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0].json().data.id).toBe(answers[1].json().data.id);
    expect(await checklistsOf(vehicle.id)).toHaveLength(1);
    expect(await keysOf(session.id)).toHaveLength(1);
  });

  it('answers 409 for the same key with a different checklist, and stores nothing more', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const key = randomUUID();
    expect((await submitOnce(session, checklistFields(vehicle, driver.name), key)).statusCode).toBe(201);

    const changed = await submitOnce(session, checklistFields(vehicle, driver.name, { odm_read: '1700' }), key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: clientRequestMessages.reused });
    const otherPhoto = await submitOnce(session, checklistFields(vehicle, driver.name), key, [png('other.png')]);
    expect(otherPhoto.statusCode).toBe(409);
    expect((await checklistsOf(vehicle.id)).map((row) => row.odmRead)).toEqual([1500]);
  });

  it('takes the key as client_id in a JSON body too; another user’s same key is theirs alone', async () => {
    const admin = await testApp.createUser('admin');
    const mine = await driverWithVehicle(testApp, admin, { extraItems: false });
    const theirs = await driverWithVehicle(testApp, admin, { extraItems: false });
    const key = randomUUID();
    const send = (who: typeof mine) =>
      testApp.request(who.session, {
        method: 'POST',
        url: '/api/checklist',
        payload: { ...checklistFields(who.vehicle, who.driver.name), checklist: allYes([]), client_id: key },
      });

    const first = await send(mine);
    const again = await send(mine);
    const other = await send(theirs);
    expect([first.statusCode, again.statusCode, other.statusCode]).toEqual([201, 200, 201]);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(other.json().data.id).not.toBe(first.json().data.id);
  });

  it('refuses a request id that is not a UUID, or a header and client_id that differ (422)', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const fields = checklistFields(vehicle, driver.name);

    const malformed = await submitOnce(session, fields, 'retry-1');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ 'Idempotency-Key': [clientRequestMessages.invalid] });
    const twoIds = await submitOnce(session, { ...fields, client_id: randomUUID() }, randomUUID());
    expect(twoIds.statusCode).toBe(422);
    expect(twoIds.json().errors).toEqual({ client_id: [clientRequestMessages.twoIds] });
    expect(await checklistsOf(vehicle.id)).toEqual([]);
  });

  it('writes the key in the checklist’s own transaction: a failed submission leaves no key behind', async () => {
    const admin = await testApp.createUser('admin');
    const { driver, vehicle, session } = await driverWithVehicle(testApp, admin);
    const key = randomUUID();
    const fields = checklistFields(vehicle, driver.name);
    // The audit entry is the transaction's last write, after the checklist and its key.
    const db = testApp.context.db;
    await db.execute(
      sql`alter table audit_log add constraint audit_refuses_checklists check (entity <> 'checklist') not valid`,
    );
    try {
      const failed = await submitOnce(session, fields, key);
      expect(failed.statusCode).toBe(422);
      expect(await checklistsOf(vehicle.id)).toEqual([]);
      expect(await keysOf(session.id)).toEqual([]);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint audit_refuses_checklists`);
    }
    // The same key is still free: the retry creates the checklist.
    const retry = await submitOnce(session, fields, key);
    expect(retry.statusCode).toBe(201);
    expect(await checklistsOf(vehicle.id)).toHaveLength(1);
  });
});
