import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { fuelMessages, workOrderMessages } from '@fleet-ops/shared';
import { fuelEntries, siteSettings, workOrders } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { storedDefect } from '../defects/defect-fixtures.js';
import { fillUp } from '../fuel/fuel-fixtures.js';
import { openWorkOrder } from '../work-orders/work-order-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);
const today = '2026-11-18T15:00:00Z';

/** An admin signed in at `moment` (sessions do not outlast a jump of years). */
async function adminAt(moment: string) {
  testApp.setNow(moment);
  return testApp.createUser('admin');
}

afterEach(async () => {
  testApp.setNow(today);
  await testApp.context.db.delete(siteSettings).where(like(siteSettings.key, 'retention_%'));
});

const removeWorkOrder = (admin: Awaited<ReturnType<typeof testApp.createUser>>, id: number) =>
  testApp.request(admin, { method: 'DELETE', url: `/api/work_orders/${id}` });

describe('DELETE api/work_orders/{id}: a maintenance record, kept 2 years', () => {
  it('refuses a 3-month-old work order with the day it is kept until, and keeps it', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const { order } = await openWorkOrder(testApp, admin, { body: { opened_on: '2026-08-18' } });

    const refused = await removeWorkOrder(admin, order.id);

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This work order is kept until 2028-08-18 (maintenance records: 2 years).',
    });
    expect(await testApp.context.db.select().from(workOrders).where(eq(workOrders.id, order.id))).toHaveLength(1);
  });

  it('counts from the completion day of a done work order and lets it go on its keep-until day', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const { order } = await openWorkOrder(testApp, admin, { body: { opened_on: '2026-11-02' } });
    await testApp.context.db
      .update(workOrders)
      .set({ status: 'done', completedOn: '2026-11-10' })
      .where(eq(workOrders.id, order.id));

    const dayBefore = await adminAt('2028-11-09T15:00:00Z');
    expect((await removeWorkOrder(dayBefore, order.id)).json().message).toBe(
      'This work order is kept until 2028-11-10 (maintenance records: 2 years).',
    );
    const deleted = await removeWorkOrder(await adminAt('2028-11-10T15:00:00Z'), order.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: workOrderMessages.deleted });
    testApp.setNow(today);
  });

  it('keeps a work order that repaired a defect as long as the repair period when that is longer', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const saved = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/retention_periods',
      payload: { repair_months: 36 },
    });
    expect(saved.statusCode).toBe(200);
    const { vehicle, defect } = await storedDefect(testApp, admin);
    const { order } = await openWorkOrder(testApp, admin, {
      vehicle,
      body: { opened_on: '2026-11-18', defect_ids: [defect.id] },
    });

    const refused = await removeWorkOrder(admin, order.id);

    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This work order is kept until 2029-11-18 (defect repair records: 3 years).');
  });
});

describe('DELETE api/fuel_entries/{id}: kept 12 months as repair proof', () => {
  it('refuses a fill-up younger than 12 months, whatever the role, then deletes it', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const id = await fillUp(testApp, admin, vehicle.id, { date: '2026-11-16', litres: 40, cost: 60, odometer: 1000 });

    const refused = await testApp.request(admin, { method: 'DELETE', url: `/api/fuel_entries/${id}` });

    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This fill-up is kept until 2027-11-16 (defect repair records: 12 months).',
    });
    expect(await testApp.context.db.select().from(fuelEntries).where(eq(fuelEntries.id, id))).toHaveLength(1);

    const later = await adminAt('2027-11-16T15:00:00Z');
    const deleted = await testApp.request(later, { method: 'DELETE', url: `/api/fuel_entries/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: fuelMessages.deleted });
  });
});
