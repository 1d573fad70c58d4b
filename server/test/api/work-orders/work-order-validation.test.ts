import { describe, expect, it } from 'vitest';
import { dateMessages, workOrderMessages } from '@fleet-ops/shared';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { storedDefect } from '../defects/defect-fixtures.js';
import { changeStatus, openWorkOrder, twoLines } from './work-order-fixtures.js';

const testApp = useTestApp();

describe('work order validation', () => {
  it('answers 422 with a message under each wrong field and stores nothing', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/work_orders',
      payload: {
        title: ' ',
        opened_on: '2026-11-10',
        due_on: '2026-13-01',
        lines: [
          { kind: 'tip', description: '', quantity: 0, unit_cost: 1.005 },
          { kind: 'part', description: 'Pads', quantity: '1.234', unit_cost: -1 },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      vehicle_id: [workOrderMessages.vehicleRequired],
      title: [workOrderMessages.titleRequired],
      due_on: [dateMessages.invalid],
      'lines.0.kind': [workOrderMessages.kindInvalid],
      'lines.0.description': [workOrderMessages.descriptionRequired],
      'lines.0.quantity': [workOrderMessages.quantityInvalid],
      'lines.0.unit_cost': [workOrderMessages.unitCostInvalid],
      'lines.1.quantity': [workOrderMessages.quantityInvalid],
      'lines.1.unit_cost': [workOrderMessages.unitCostInvalid],
    });
    const list = await testApp.request(admin, { method: 'GET', url: '/api/work_orders' });
    expect(list.json().total).toBe(0);
  });

  it('refuses a due date before the opened date, an unknown vehicle or task, and a defect of another vehicle', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const { defect } = await storedDefect(testApp, admin);
    const create = (body: Record<string, unknown>) =>
      testApp.request(admin, {
        method: 'POST',
        url: '/api/work_orders',
        payload: { vehicle_id: vehicle.id, title: 'Brakes', lines: twoLines, ...body },
      });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ opened_on: '2026-11-10', due_on: '2026-11-09' }, { due_on: [workOrderMessages.dueBeforeOpened] }],
      [{ vehicle_id: 999999 }, { vehicle_id: [workOrderMessages.vehicleUnknown] }],
      [{ service_task_ids: [999999] }, { service_task_ids: [workOrderMessages.taskUnknown] }],
      [{ defect_ids: [defect.id] }, { defect_ids: [workOrderMessages.defectUnknown] }],
    ];
    for (const [body, errors] of cases) {
      const response = await create(body);
      expect([response.statusCode, response.json().errors]).toEqual([422, errors]);
    }
  });

  it('refuses linking a defect already finished, and moving a done work order to another vehicle (409)', async () => {
    const admin = await testApp.createUser('admin');
    const { vehicle, defect } = await storedDefect(testApp, admin, { status: 'verified' });
    const linked = await testApp.request(admin, {
      method: 'POST',
      url: '/api/work_orders',
      payload: { vehicle_id: vehicle.id, title: 'Brakes', defect_ids: [defect.id] },
    });
    expect(linked.json().errors).toEqual({ defect_ids: [workOrderMessages.defectUnknown] });

    const { order } = await openWorkOrder(testApp, admin, { vehicle });
    await changeStatus(testApp, admin, order.id, { status: 'done' });
    const other = await insertVehicle(testApp);
    const moved = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/work_orders/${order.id}`,
      payload: { vehicle_id: other.id, title: 'Brakes', lines: twoLines },
    });
    expect([moved.statusCode, moved.json()]).toEqual([409, { message: workOrderMessages.vehicleLocked }]);
  });

  it('answers 404 for a work order that does not exist', async () => {
    const admin = await testApp.createUser('admin');
    for (const call of [
      { method: 'GET' as const, url: '/api/work_orders/999999' },
      { method: 'DELETE' as const, url: '/api/work_orders/999999' },
      { method: 'POST' as const, url: '/api/work_orders/999999/status', payload: { status: 'done' } },
    ]) {
      const response = await testApp.request(admin, call);
      expect([response.statusCode, response.json()]).toEqual([404, { message: workOrderMessages.notFound }]);
    }
  });
});
