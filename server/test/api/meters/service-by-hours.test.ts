import { describe, expect, it } from 'vitest';
import { maintenanceMessages, meterBelowMessage } from '@fleet-ops/shared';
import { useTestApp } from '../../support/test-app.js';
import { createTask, recordDone, statusOf } from '../maintenance/maintenance-fixtures.js';
import { changeStatus, openWorkOrder } from '../work-orders/work-order-fixtures.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import { apiTokenCaller, currentMeters, giveHourMeter, sendReadings, storedReadings } from './meter-fixtures.js';

const testApp = useTestApp();

async function loader(hours: number) {
  const vehicle = await insertVehicle(testApp);
  await giveHourMeter(testApp, vehicle.id, hours);
  return vehicle;
}

describe('a service task every N engine hours', () => {
  it('turns due soon within its threshold and overdue at its hours, from the last completion', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await loader(4210);
    const task = await createTask(testApp, admin, {
      interval_hours: 250,
      due_soon_hours: 25,
      applies_to: 'vehicles',
      vehicle_ids: [vehicle.id],
    });
    expect(task).toMatchObject({ interval_hours: 250, due_soon_hours: 25, interval_km: null });
    const missing = await recordDone(testApp, admin, {
      vehicle_id: vehicle.id,
      service_task_id: task.id,
      done_on: '2026-11-10',
    });
    expect(missing.json().errors).toEqual({ hours: [maintenanceMessages.hoursRequired] });
    await testApp.request(admin, {
      method: 'POST',
      url: '/api/maintenance/completions',
      payload: { vehicle_id: vehicle.id, service_task_id: task.id, done_on: '2026-11-10', hours: 4000 },
    });
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({
      status: 'ok',
      last_done_hours: 4000,
      next_due_hours: 4250,
      current_hours: 4210,
      hours_left: 40,
      next_due_on: null,
    });

    const script = await apiTokenCaller(testApp, admin);
    await sendReadings(testApp, script, [
      { vehicle: vehicle.id, meter: 'hours', value: 4230, taken_at: '2026-11-18 09:00' },
    ]);
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({ status: 'due_soon', hours_left: 20 });
    await sendReadings(testApp, script, [
      { vehicle: vehicle.id, meter: 'hours', value: 4250, taken_at: '2026-11-18 10:00' },
    ]);
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({ status: 'overdue', hours_left: 0 });
  });

  it('is never due by hours on a vehicle without an hour meter', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp);
    const task = await createTask(testApp, admin, {
      interval_hours: 250,
      applies_to: 'vehicles',
      vehicle_ids: [vehicle.id],
    });
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({
      status: 'ok',
      next_due_hours: null,
      hours_left: null,
    });
  });
});

describe("a work order's Mark done", () => {
  it('says which meters its vehicle has, and refuses engine hours below an earlier reading under its hours field', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await loader(4210);
    const token = await apiTokenCaller(testApp, admin);
    await sendReadings(testApp, token, [
      { vehicle: vehicle.id, meter: 'hours', value: 4230, taken_at: '2026-11-18 08:00:00', source_ref: 'tm-1' },
    ]);
    const { order } = await openWorkOrder(testApp, admin, { vehicle });
    const detail = await testApp.request(admin, { method: 'GET', url: `/api/work_orders/${order.id}` });
    expect(detail.json().data).toMatchObject({ vehicle_has_odometer: true, vehicle_has_hour_meter: true });

    const refused = await changeStatus(testApp, admin, order.id, { status: 'done', hours: 4200 });

    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ hours: [meterBelowMessage('hours', 4230, '2026-11-18')] });
    expect(await currentMeters(testApp, vehicle.id)).toMatchObject({ lastHourRead: 4230 });
  });

  it('takes both meters as readings, completes its tasks at those hours, and voids them when reopened', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await loader(4210);
    const task = await createTask(testApp, admin, {
      interval_hours: 250,
      applies_to: 'vehicles',
      vehicle_ids: [vehicle.id],
    });
    const { order } = await openWorkOrder(testApp, admin, { vehicle, body: { service_task_ids: [task.id] } });
    const done = await changeStatus(testApp, admin, order.id, { status: 'done', odometer: 1100, hours: 4220 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ odometer: 1100, hours: 4220 });
    expect(await currentMeters(testApp, vehicle.id)).toEqual({ lastOdmRead: 1100, lastHourRead: 4220 });
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({
      last_done_hours: 4220,
      next_due_hours: 4470,
    });

    await changeStatus(testApp, admin, order.id, { status: 'open' });
    const readings = (await storedReadings(testApp, vehicle.id)).filter((row) => row.source === 'work_order');
    expect(readings).toEqual([
      {
        meter: 'odometer',
        value: 1100,
        source: 'work_order',
        sourceRef: `work_order:${order.id}`,
        flagged: false,
        voided: true,
      },
      {
        meter: 'hours',
        value: 4220,
        source: 'work_order',
        sourceRef: `work_order:${order.id}`,
        flagged: false,
        voided: true,
      },
    ]);
  });
});
