import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workOrderMessages } from '@fleet-ops/shared';
import { auditLog, defects, workOrders } from '../../../src/db/schema/index.js';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { storedDefect } from '../defects/defect-fixtures.js';
import {
  changeStatus,
  completionsOf,
  insertServiceTask,
  openWorkOrder,
  profitLossRow,
  twoLines,
  weekExpenses,
} from './work-order-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

describe('POST api/work_orders', () => {
  it('computes each line and the total on the server, and answers the detail with its links', async () => {
    const admin = await testApp.createUser('admin');
    const task = await insertServiceTask(testApp, 'Brake inspection');
    const { vehicle, defect } = await storedDefect(testApp, admin);
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/work_orders',
      payload: {
        vehicle_id: vehicle.id,
        title: 'Front brakes',
        notes: 'Squeal when braking',
        due_on: '2026-11-30',
        lines: [...twoLines, { kind: 'part', description: 'Fluid', quantity: '0.5', unit_cost: '12.25' }],
        service_task_ids: [task.id],
        defect_ids: [defect.id],
        total: 1,
      },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: workOrderMessages.created,
      data: {
        vehicle_id: vehicle.id,
        equipment_number: vehicle.equipmentNumber,
        title: 'Front brakes',
        status: 'open',
        opened_on: '2026-11-18',
        due_on: '2026-11-30',
        completed_on: null,
        total: 117.12,
        expense_week: null,
        lines: [
          { kind: 'labour', description: 'Brake job', quantity: 2, unit_cost: 45.5, total: 91 },
          { kind: 'part', description: 'Brake pads', quantity: 1, unit_cost: 19.99, total: 19.99 },
          { kind: 'part', description: 'Fluid', quantity: 0.5, unit_cost: 12.25, total: 6.13 },
        ],
        service_tasks: [{ id: task.id, name: 'Brake inspection' }],
        defects: [{ id: defect.id, item: 'brakes_and_hand_brakes', status: 'open' }],
      },
    });
    const [stored] = await testApp.context.db.select().from(workOrders).where(eq(workOrders.vehicleId, vehicle.id));
    expect(stored).toMatchObject({ totalCents: 11712, createdBy: admin.id });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([]);
  });
});

describe('POST api/work_orders/:id/status', () => {
  it('done adds the total to the maintenance of the completion week, shown in Profit & Loss, and writes a completion per task', async () => {
    const admin = await testApp.createUser('admin');
    const [oil, filter] = [await insertServiceTask(testApp), await insertServiceTask(testApp)];
    const { vehicle, order } = await openWorkOrder(testApp, admin, {
      body: { service_task_ids: [oil.id, filter.id] },
    });

    const response = await changeStatus(testApp, admin, order.id, { status: 'done', odometer: 45210 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: workOrderMessages.statusChanged,
      data: { status: 'done', completed_on: '2026-11-18', odometer: 45210, expense_week: '2026-11-15', total: 110.99 },
    });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-15', maintenanceCents: 11099, gasCents: 0 },
    ]);
    expect(await profitLossRow(testApp, vehicle.id)).toMatchObject({ maintenance: 110.99, net: -110.99 });
    expect(
      (await completionsOf(testApp, order.id)).map((row) => [
        row.serviceTaskId,
        row.vehicleId,
        row.doneOn,
        row.odometer,
      ]),
    ).toEqual([
      [oil.id, vehicle.id, '2026-11-18', 45210],
      [filter.id, vehicle.id, '2026-11-18', 45210],
    ]);
  });

  it('books a completion date of an earlier week in that week', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, order } = await openWorkOrder(testApp, admin);
    const response = await changeStatus(testApp, admin, order.id, { status: 'done', completed_on: '2026-11-14' });
    expect(response.json().data).toMatchObject({ completed_on: '2026-11-14', expense_week: '2026-11-08' });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-08', maintenanceCents: 11099, gasCents: 0 },
    ]);
  });

  it('reopening takes the amount back out of that week and deletes the completion rows', async () => {
    const admin = await testApp.createUser('admin');
    const task = await insertServiceTask(testApp);
    const { vehicle, order } = await openWorkOrder(testApp, admin, { body: { service_task_ids: [task.id] } });
    await changeStatus(testApp, admin, order.id, { status: 'done', completed_on: '2026-11-16' });

    const response = await changeStatus(testApp, admin, order.id, { status: 'in_progress' });
    expect(response.json().data).toMatchObject({ status: 'in_progress', completed_on: null, expense_week: null });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-15', maintenanceCents: 0, gasCents: 0 },
    ]);
    expect(await completionsOf(testApp, order.id)).toEqual([]);
    expect(await profitLossRow(testApp, vehicle.id)).toMatchObject({ maintenance: 0 });
  });

  it('editing the lines of a done work order moves the week by the difference; deleting it takes the rest out', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, order } = await openWorkOrder(testApp, admin);
    await changeStatus(testApp, admin, order.id, { status: 'done' });

    const edit = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/work_orders/${order.id}`,
      payload: { vehicle_id: vehicle.id, title: 'Front brakes', opened_on: '2026-11-02', lines: [twoLines[0]] },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ total: 91, status: 'done', expense_week: '2026-11-15' });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-15', maintenanceCents: 9100, gasCents: 0 },
    ]);

    // A work order is a maintenance record kept 2 years (issue 37, server/test/api/retention).
    const completedOn = edit.json().data.completed_on as string;
    testApp.setNow(`${Number(completedOn.slice(0, 4)) + 2}${completedOn.slice(4)}T15:00:00Z`);
    const later = await testApp.createUser('admin');
    const removed = await testApp.request(later, { method: 'DELETE', url: `/api/work_orders/${order.id}` });
    expect(removed.json()).toEqual({ message: workOrderMessages.deleted });
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-15', maintenanceCents: 0, gasCents: 0 },
    ]);
    testApp.setNow('2026-11-18T15:00:00Z');
  });

  it('with "mark linked defects repaired", records the repair of the linked defects still waiting for it', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, defect } = await storedDefect(testApp, admin);
    const { order } = await openWorkOrder(testApp, admin, { vehicle, body: { defect_ids: [defect.id] } });

    const response = await changeStatus(testApp, admin, order.id, { status: 'done', mark_defects_repaired: true });
    expect(response.json().data.defects).toMatchObject([{ id: defect.id, status: 'repaired' }]);
    const [stored] = await testApp.context.db.select().from(defects).where(eq(defects.id, defect.id));
    expect(stored).toMatchObject({
      status: 'repaired',
      repairedBy: admin.id,
      repairNotes: 'Front brakes',
      repairCost: null,
    });
    const [audit] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'defect'), eq(auditLog.entityId, String(defect.id))));
    expect(audit).toMatchObject({ action: 'repair', actorId: admin.id });
    // The work order's total is the only expense: the repair adds none of its own.
    expect(await weekExpenses(testApp, vehicle.id)).toEqual([
      { weekStart: '2026-11-15', maintenanceCents: 11099, gasCents: 0 },
    ]);
  });

  it('without the checkbox, leaves the linked defects as they are', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, defect } = await storedDefect(testApp, admin);
    const { order } = await openWorkOrder(testApp, admin, { vehicle, body: { defect_ids: [defect.id] } });
    await changeStatus(testApp, admin, order.id, { status: 'done' });
    const [stored] = await testApp.context.db.select().from(defects).where(eq(defects.id, defect.id));
    expect(stored!.status).toBe('open');
  });

  it('changes nothing for the status it already has, and refuses a completion date in the future or before the opened date (422)', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, order } = await openWorkOrder(testApp, admin);
    await changeStatus(testApp, admin, order.id, { status: 'done', completed_on: '2026-11-16' });
    const again = await changeStatus(testApp, admin, order.id, { status: 'done', completed_on: '2026-11-17' });
    expect([again.statusCode, again.json().data.completed_on]).toEqual([200, '2026-11-16']);
    expect((await weekExpenses(testApp, vehicle.id)).map((row) => row.maintenanceCents)).toEqual([11099]);
    await changeStatus(testApp, admin, order.id, { status: 'open' });
    const future = await changeStatus(testApp, admin, order.id, { status: 'done', completed_on: '2026-11-19' });
    expect([future.statusCode, future.json().errors]).toEqual([
      422,
      { completed_on: [workOrderMessages.completedInFuture] },
    ]);
    const early = await changeStatus(testApp, admin, order.id, { status: 'done', completed_on: '2026-11-01' });
    expect(early.json().errors).toEqual({ completed_on: [workOrderMessages.completedBeforeOpened] });
    const bad = await changeStatus(testApp, admin, order.id, { status: 'finished' });
    expect(bad.json().errors).toEqual({ status: [workOrderMessages.statusInvalid] });
  });
});
