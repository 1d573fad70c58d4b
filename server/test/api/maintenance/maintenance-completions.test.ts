import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, serviceCompletions } from '../../../src/db/schema/index.js';
import { locationId } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';
import { createTask, recordDone, statusOf, vehicleAt } from './maintenance-fixtures.js';

const testApp = useTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
});

async function completionsOf(vehicleId: number) {
  return testApp.context.db
    .select()
    .from(serviceCompletions)
    .where(eq(serviceCompletions.vehicleId, vehicleId))
    .orderBy(serviceCompletions.id);
}

async function book(vehicle: { vinNo: string; id: number }, fields: Record<string, unknown> = {}) {
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/appointments',
    payload: {
      vehicle_no: vehicle.vinNo,
      vehicle_id: vehicle.id,
      date_to_added: '2026-11-17',
      appointment_type: 'Maintenance',
      location_id: await locationId(testApp, 'Colby Building'),
      time: '09:30',
      ...fields,
    },
  });
  return response;
}

function markDone(appointmentId: number, payload: Record<string, unknown>) {
  return testApp.request(admin, { method: 'POST', url: `/api/appointments/${appointmentId}/done`, payload });
}

describe('a checklist', () => {
  it('whose odometer passes the due km makes the task overdue', async () => {
    const task = await createTask(testApp, admin, { interval_km: 5000, due_soon_km: 200 });
    const inspected = await driverWithVehicle(testApp, admin);
    expect(await statusOf(testApp, admin, inspected.vehicle.id, task.id)).toMatchObject({
      current_odometer: 1000,
      status: 'ok',
    });

    const checklist = await submitChecklist(
      testApp,
      inspected.session,
      checklistFields(inspected.vehicle, inspected.driver.name, { odm_read: '5000' }, allYes()),
    );
    expect(checklist.statusCode, checklist.body).toBe(201);

    expect(await statusOf(testApp, admin, inspected.vehicle.id, task.id)).toMatchObject({
      current_odometer: 5000,
      next_due_odometer: 5000,
      km_left: 0,
      status: 'overdue',
    });
  });
});

describe('POST api/maintenance/completions', () => {
  it('records the task done by hand, which resets it, and keeps who did it in the audit', async () => {
    const task = await createTask(testApp, admin, { interval_days: 90, interval_km: 10_000 });
    const vehicle = await vehicleAt(testApp, 48_000);
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({ status: 'overdue' });

    const response = await recordDone(testApp, admin, {
      vehicle_id: vehicle.id,
      service_task_id: task.id,
      done_on: '2026-11-10',
      odometer: 47_500,
    });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(Number),
        vehicle_id: vehicle.id,
        service_task_id: task.id,
        done_on: '2026-11-10',
        odometer: 47_500,
        hours: null,
        notes: null,
      },
      message: 'The service has been recorded as done.',
    });
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({
      last_done_on: '2026-11-10',
      last_done_odometer: 47_500,
      next_due_on: '2027-02-08',
      next_due_odometer: 57_500,
      status: 'ok',
    });
    const [entry] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'service_completion'), eq(auditLog.entityId, String(response.json().data.id))));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'create' });
  });

  it('counts the km from a completion whose odometer is past the last checklist reading', async () => {
    const task = await createTask(testApp, admin, { interval_km: 5000 });
    const vehicle = await vehicleAt(testApp, 10_000);
    await recordDone(testApp, admin, {
      vehicle_id: vehicle.id,
      service_task_id: task.id,
      done_on: '2026-11-18',
      odometer: 10_400,
    });

    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({
      current_odometer: 10_400,
      next_due_odometer: 15_400,
      km_left: 5000,
      status: 'ok',
    });
  });

  it('refuses a vehicle the task does not apply to, a future date and a km task without its odometer', async () => {
    const task = await createTask(testApp, admin, {
      interval_km: 5000,
      applies_to: 'parent_type',
      vehicle_parent_type: 'Bus',
    });
    const suv = await vehicleAt(testApp, 1000, 'SUV');
    const bus = await vehicleAt(testApp, 1000, 'Bus');

    const wrongVehicle = await recordDone(testApp, admin, {
      vehicle_id: suv.id,
      service_task_id: task.id,
      done_on: '2026-11-19',
    });
    expect(wrongVehicle.statusCode).toBe(422);
    expect(wrongVehicle.json().errors).toEqual({
      service_task_id: ['This service task does not apply to this vehicle.'],
      done_on: ['The date the service was done cannot be in the future.'],
      odometer: ['Enter the odometer: this service task is due by km.'],
    });

    const unknown = await recordDone(testApp, admin, {
      vehicle_id: 999_999,
      service_task_id: 999_999,
      done_on: '2026-11-18',
    });
    expect(unknown.json().errors).toEqual({
      vehicle_id: ['Choose one of the listed vehicles.'],
      service_task_id: ['Choose one of the listed service tasks.'],
    });

    const empty = await testApp.request(admin, {
      method: 'POST',
      url: '/api/maintenance/completions',
      payload: { odometer: -1 },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      vehicle_id: ['Choose a vehicle.'],
      service_task_id: ['Choose a service task.'],
      done_on: ['Enter the date the service was done.'],
      odometer: ['The odometer must be a whole number from 0 to 10,000,000 km.'],
    });
    expect(await completionsOf(suv.id)).toEqual([]);
    expect(await completionsOf(bus.id)).toEqual([]);
  });
});

describe('a maintenance appointment with a service task', () => {
  it('marked done records the completion, resetting the task; undone takes it back', async () => {
    const task = await createTask(testApp, admin, { interval_km: 5000 });
    const vehicle = await vehicleAt(testApp, 9000);
    const booked = await book(vehicle, { service_task_id: task.id });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json().data;
    expect(appointment).toMatchObject({ service_task_id: task.id, service_task_name: task.name, done_on: null });

    const done = await markDone(appointment.id, { done_on: '2026-11-17', done_odometer: 9100 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      data: { done_on: '2026-11-17', done_odometer: 9100 },
      message: 'The appointment has been marked done.',
    });
    expect(await completionsOf(vehicle.id)).toMatchObject([
      {
        serviceTaskId: task.id,
        doneOn: '2026-11-17',
        odometer: 9100,
        appointmentId: appointment.id,
        createdBy: admin.id,
      },
    ]);
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({
      next_due_odometer: 14_100,
      status: 'ok',
    });

    const undone = await testApp.request(admin, { method: 'DELETE', url: `/api/appointments/${appointment.id}/done` });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({
      data: { done_on: null, done_odometer: null },
      message: 'The appointment is no longer marked done.',
    });
    expect(await completionsOf(vehicle.id)).toEqual([]);
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({ status: 'overdue' });

    const again = await testApp.request(admin, { method: 'DELETE', url: `/api/appointments/${appointment.id}/done` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment is not marked done.');
  });

  it('marked done again replaces its completion, and follows an edit of its task', async () => {
    const [first, second] = [
      await createTask(testApp, admin, { interval_days: 30 }),
      await createTask(testApp, admin, { interval_days: 60 }),
    ];
    const vehicle = await vehicleAt(testApp, 2000);
    const appointment = (await book(vehicle, { service_task_id: first.id, time: '10:00' })).json().data;
    await markDone(appointment.id, { done_on: '2026-11-16' });
    await markDone(appointment.id, { done_on: '2026-11-17', done_odometer: 2100 });
    expect(await completionsOf(vehicle.id)).toMatchObject([{ serviceTaskId: first.id, doneOn: '2026-11-17' }]);

    const edited = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/appointments/${appointment.id}`,
      payload: {
        vehicle_no: vehicle.vinNo,
        vehicle_id: vehicle.id,
        date_to_added: '2026-11-17',
        appointment_type: 'Maintenance',
        location_id: await locationId(testApp, 'Colby Building'),
        time: '10:00',
        service_task_id: second.id,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await completionsOf(vehicle.id)).toMatchObject([
      { serviceTaskId: second.id, doneOn: '2026-11-17', odometer: 2100 },
    ]);
  });

  it('refuses a service task that does not apply to the vehicle, and a done date in the future', async () => {
    const task = await createTask(testApp, admin, {
      interval_days: 30,
      applies_to: 'parent_type',
      vehicle_parent_type: 'Bus',
    });
    const vehicle = await vehicleAt(testApp, 2000, 'SUV');
    const refused = await book(vehicle, { service_task_id: task.id, time: '11:00' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ service_task_id: ['This service task does not apply to this vehicle.'] });

    const plain = (await book(vehicle, { time: '11:00' })).json().data;
    const future = await markDone(plain.id, { done_on: '2026-11-19' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ done_on: ['The date the service was done cannot be in the future.'] });
    const missing = await markDone(plain.id, {});
    expect(missing.json().errors).toEqual({ done_on: ['Enter the date the service was done.'] });
  });
});
