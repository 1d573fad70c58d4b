import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defectMessages } from '@fleet-ops/shared';
import { auditLog, defects, users } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { openDefect, step } from './defect-fixtures.js';

const testApp = useTestApp();

async function storedDefect(id: number) {
  const [row] = await testApp.context.db.select().from(defects).where(eq(defects.id, id));
  return row!;
}

describe('the defect lifecycle', () => {
  it('goes open, acknowledged, repaired, verified by the crew’s supervisor, each step stored and audited', async () => {
    const admin = await testApp.createUser('admin');
    const supervisor = await testApp.createUser('supervisor', { firstName: 'Brake', lastName: 'Boss' });
    const { defect } = await openDefect(testApp, admin, 'brakes_and_hand_brakes', { supervisor: 'Brake Boss' });

    const acknowledged = await step(testApp, admin, defect.id, 'acknowledge');
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toMatchObject({
      message: defectMessages.acknowledged,
      data: { id: defect.id, status: 'acknowledged', acknowledged_by: admin.id },
    });
    const repaired = await step(testApp, admin, defect.id, 'repair', { repair_notes: 'New pads', repair_cost: 120.5 });
    expect(repaired.statusCode).toBe(200);
    expect(repaired.json().data).toMatchObject({ status: 'repaired', repair_notes: 'New pads', repair_cost: '120.50' });
    const verified = await step(testApp, supervisor, defect.id, 'verify');
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(defectMessages.verified);

    expect(await storedDefect(defect.id)).toMatchObject({
      status: 'verified',
      acknowledgedBy: admin.id,
      repairedBy: admin.id,
      repairNotes: 'New pads',
      repairCost: '120.50',
      verifiedBy: supervisor.id,
      verifiedAt: new Date('2026-11-18T15:00:00Z'),
    });
    const audit = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'defect'), eq(auditLog.entityId, String(defect.id))))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', expect.any(Number)],
      ['acknowledge', admin.id],
      ['repair', admin.id],
      ['verify', supervisor.id],
    ]);
    expect(audit[3]!.changes).toMatchObject({ status: { before: 'repaired', after: 'verified' } });
  });

  it('verifying an open defect is 409 "Record the repair before verifying it."', async () => {
    const admin = await testApp.createUser('admin');
    const { defect } = await openDefect(testApp, admin);

    const response = await step(testApp, admin, defect.id, 'verify');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Record the repair before verifying it.' });
    expect((await storedDefect(defect.id)).status).toBe('open');
  });

  it('acknowledging a defect twice is 409', async () => {
    const admin = await testApp.createUser('admin');
    const { defect } = await openDefect(testApp, admin);
    await step(testApp, admin, defect.id, 'acknowledge');

    const response = await step(testApp, admin, defect.id, 'acknowledge');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(defectMessages.acknowledgeOutOfOrder);
  });

  it('a supervisor verifying another crew’s defect gets 404 whatever its state, which the answer does not tell', async () => {
    const admin = await testApp.createUser('admin');
    const supervisor = await testApp.createUser('supervisor', { firstName: 'Own', lastName: 'Crew' });
    await openDefect(testApp, admin, 'horn', { supervisor: 'Own Crew' });
    const { defect } = await openDefect(testApp, admin, 'brakes_and_hand_brakes', { supervisor: 'Other Crew' });
    const audited = () =>
      testApp.context.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'defect'), eq(auditLog.entityId, String(defect.id))))
        .orderBy(auditLog.id);

    // Still open: the answer once told "Record the repair before verifying it" (409).
    const whileOpen = await step(testApp, supervisor, defect.id, 'verify');
    expect([whileOpen.statusCode, whileOpen.json()]).toEqual([404, { message: 'Defect not found.' }]);
    expect((await storedDefect(defect.id)).status).toBe('open');

    await step(testApp, admin, defect.id, 'repair', { repair_notes: 'Fixed' });
    const repaired = await step(testApp, supervisor, defect.id, 'verify');
    expect([repaired.statusCode, repaired.json()]).toEqual([404, { message: 'Defect not found.' }]);
    expect((await storedDefect(defect.id)).status).toBe('repaired');
    expect(await audited()).toEqual([{ action: 'create' }, { action: 'repair' }]);
  });

  it('a driver cannot verify a repair: 403', async () => {
    const admin = await testApp.createUser('admin');
    const { defect, session } = await openDefect(testApp, admin);
    await step(testApp, admin, defect.id, 'repair', { repair_notes: 'Fixed' });

    const response = await step(testApp, session, defect.id, 'verify');
    expect(response.statusCode).toBe(403);
    expect((await storedDefect(defect.id)).status).toBe('repaired');
  });

  it('a supervisor cannot acknowledge, repair or close: 403', async () => {
    const admin = await testApp.createUser('admin');
    const supervisor = await testApp.createUser('supervisor');
    const { defect } = await openDefect(testApp, admin);

    for (const [action, body] of [
      ['acknowledge'],
      ['repair', { repair_notes: 'x' }],
      ['close', { reason: 'x' }],
    ] as const) {
      expect((await step(testApp, supervisor, defect.id, action, body)).statusCode).toBe(403);
    }
    expect((await storedDefect(defect.id)).status).toBe('open');
  });

  it('the admin who repaired cannot verify their own repair while another admin can: 403', async () => {
    const admin = await testApp.createUser('admin');
    await testApp.createUser('admin');
    const { defect } = await openDefect(testApp, admin);
    await step(testApp, admin, defect.id, 'repair', { repair_notes: 'Fixed' });

    const response = await step(testApp, admin, defect.id, 'verify');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(defectMessages.ownRepair);
  });

  it('the only admin may verify their own repair', async () => {
    const admin = await testApp.createUser('admin');
    const { defect } = await openDefect(testApp, admin);
    await step(testApp, admin, defect.id, 'repair', { repair_notes: 'Fixed' });
    // Every other admin account is disabled for this test, then restored.
    const others = await testApp.context.db.select().from(users).where(eq(users.role, 'admin'));
    const disabled = others.filter((user) => user.id !== admin.id && user.enabled);
    for (const user of disabled)
      await testApp.context.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    try {
      const response = await step(testApp, admin, defect.id, 'verify');
      expect(response.statusCode).toBe(200);
      expect((await storedDefect(defect.id)).verifiedBy).toBe(admin.id);
    } finally {
      for (const user of disabled)
        await testApp.context.db.update(users).set({ enabled: true }).where(eq(users.id, user.id));
    }
  });

  it('a repair without notes, or with a negative or 3-decimal cost, is 422 with field messages and changes nothing', async () => {
    const admin = await testApp.createUser('admin');
    const { defect } = await openDefect(testApp, admin);

    const missing = await step(testApp, admin, defect.id, 'repair', { repair_notes: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.repair_notes).toEqual([defectMessages.repairNotesRequired]);
    for (const cost of [-1, 10.555, 'abc']) {
      const response = await step(testApp, admin, defect.id, 'repair', { repair_notes: 'Fixed', repair_cost: cost });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.repair_cost).toEqual([defectMessages.repairCostInvalid]);
    }
    expect((await storedDefect(defect.id)).status).toBe('open');
  });

  it('closing as no defect found needs a reason, then stores it', async () => {
    const admin = await testApp.createUser('admin');
    const { defect } = await openDefect(testApp, admin);

    const missing = await step(testApp, admin, defect.id, 'close', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toEqual([defectMessages.reasonRequired]);
    const closed = await step(testApp, admin, defect.id, 'close', { reason: 'Driver error' });
    expect(closed.statusCode).toBe(200);
    expect(await storedDefect(defect.id)).toMatchObject({
      status: 'no_defect_found',
      closeReason: 'Driver error',
      closedBy: admin.id,
    });
    const again = await step(testApp, admin, defect.id, 'close', { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(defectMessages.closeOutOfOrder);
  });

  it('a step on an unknown defect is 404', async () => {
    const admin = await testApp.createUser('admin');
    const response = await step(testApp, admin, 999999, 'acknowledge');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Defect not found.');
  });
});
