import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.js';
import { useTestApp } from '../../support/test-app.js';
import { defectsOf, driverWithVehicle, occurrencesOf, reportNo, step } from './defect-fixtures.js';

const testApp = useTestApp();
const reportedAt = new Date('2026-11-18T15:00:00Z');

describe('a "no" on a checklist', () => {
  it('on the brakes opens a major defect linked to the checklist, with its remarks, and no due time', async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);
    const checklist = await reportNo(testApp, inspected, ['brakes_and_hand_brakes'], 'Pedal goes soft');

    const stored = await defectsOf(testApp, inspected.vehicle.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      item: 'brakes_and_hand_brakes',
      severity: 'major',
      status: 'open',
      reportedAt,
      dueAt: null,
      checklistId: checklist.id,
    });
    const occurrences = await occurrencesOf(testApp, stored[0]!.id);
    expect(occurrences).toMatchObject([{ checklistId: checklist.id, remarks: 'Pedal goes soft', reportedAt }]);
    const audit = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'defect'), eq(auditLog.entityId, String(stored[0]!.id))));
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([['create', inspected.session.id]]);
  });

  it('on the wipers opens a minor defect due 48 hours after it was reported', async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);
    await reportNo(testApp, inspected, ['wiper']);

    const [stored] = await defectsOf(testApp, inspected.vehicle.id);
    expect(stored).toMatchObject({ severity: 'minor', dueAt: new Date('2026-11-20T15:00:00Z') });
  });

  it('a second "no" on the brakes adds an occurrence instead of a second defect', async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);
    const first = await reportNo(testApp, inspected, ['brakes_and_hand_brakes']);
    const second = await reportNo(testApp, inspected, ['brakes_and_hand_brakes', 'horn'], 'Still soft');

    const stored = await defectsOf(testApp, inspected.vehicle.id);
    expect(stored.map((row) => [row.item, row.checklistId])).toEqual([
      ['brakes_and_hand_brakes', first.id],
      ['horn', second.id],
    ]);
    const occurrences = await occurrencesOf(testApp, stored[0]!.id);
    expect(occurrences.map((row) => [row.checklistId, row.remarks])).toEqual([
      [first.id, 'Issue found'],
      [second.id, 'Still soft'],
    ]);
  });

  it('after the defect was closed as no defect found opens a new defect', async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);
    await reportNo(testApp, inspected, ['tires']);
    const [first] = await defectsOf(testApp, inspected.vehicle.id);
    expect((await step(testApp, admin, first!.id, 'close', { reason: 'Pressure was fine' })).statusCode).toBe(200);
    await reportNo(testApp, inspected, ['tires']);

    const stored = await defectsOf(testApp, inspected.vehicle.id);
    expect(stored.map((row) => row.status)).toEqual(['no_defect_found', 'open']);
  });

  it('an all-yes checklist opens no defect', async () => {
    const admin = await testApp.createUser('admin');
    const inspected = await driverWithVehicle(testApp, admin);
    await reportNo(testApp, inspected, [], '');

    expect(await defectsOf(testApp, inspected.vehicle.id)).toEqual([]);
  });

  it('uses the class an admin set for the item and the vehicle type', async () => {
    const admin = await testApp.createUser('admin');
    const saved = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/checklist_items',
      payload: {
        items: [
          { item: 'horn', severity: 'major' },
          { item: 'horn', severity: 'minor', vehicle_parent_type: 'SUV' },
          { item: 'mirrors', severity: 'major' },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const inspected = await driverWithVehicle(testApp, admin);
    await reportNo(testApp, inspected, ['horn', 'mirrors']);

    const stored = await defectsOf(testApp, inspected.vehicle.id);
    expect(stored.map((row) => [row.item, row.severity])).toEqual([
      ['horn', 'minor'],
      ['mirrors', 'major'],
    ]);
    await testApp.request(admin, { method: 'PUT', url: '/api/checklist_items', payload: { items: [] } });
  });
});
