import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, serviceCompletions, serviceTasks } from '../../../src/db/schema/index.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { createTask, recordDone, statusOf, vehicleAt } from './maintenance-fixtures.js';

const testApp = useTestApp();
let admin: TestUser;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
});

function save(payload: Record<string, unknown>, id?: number) {
  return testApp.request(admin, {
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/service_tasks' : `/api/service_tasks/${id}`,
    payload,
  });
}

describe('POST api/service_tasks', () => {
  it('creates a task with the default thresholds and answers it as the list shows it', async () => {
    const response = await save({ name: ' Oil change ', interval_months: '6', interval_km: '8000' });

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(Number),
        name: 'Oil change',
        interval_days: null,
        interval_months: 6,
        interval_km: 8000,
        interval_hours: null,
        due_soon_days: 14,
        due_soon_km: 1000,
        due_soon_hours: 25,
        applies_to: 'all',
        vehicle_parent_type: null,
        vehicle_ids: [],
        created_at: '2026-11-18 11:30:00',
      },
      message: 'The service task has been created.',
    });
    const [entry] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'service_task'), eq(auditLog.entityId, String(response.json().data.id))));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'create' });
  });

  it('answers each problem under its field', async () => {
    const nothing = await save({});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors).toEqual({ name: ['A name is required.'] });
    const noInterval = await save({ name: 'Brakes', interval_days: '', interval_km: null });
    expect(noInterval.json().errors).toEqual({
      interval_days: ['Give an interval in days, in months, in km or in engine hours.'],
    });

    const wrong = await save({
      name: 'Brakes',
      interval_days: 10,
      interval_months: 0,
      interval_km: 1.5,
      due_soon_days: -1,
      applies_to: 'some',
    });
    expect(wrong.json().errors).toEqual({
      interval_months: ['The interval must be a whole number from 1 to 100,000.'],
      interval_km: ['The interval must be a whole number from 1 to 100,000.'],
      due_soon_days: ['The due soon threshold must be a whole number from 0 to 100,000.'],
      applies_to: ['Applies to must be all, parent_type, vehicles or heavy_vehicles.'],
    });

    const bothUnits = await save({ name: 'Brakes', interval_days: 10, interval_months: 2 });
    expect(bothUnits.json().errors).toEqual({ interval_months: ['Give the interval in days or in months, not both.'] });

    const noScope = await save({ name: 'Brakes', interval_days: 10, applies_to: 'parent_type' });
    expect(noScope.json().errors).toEqual({ vehicle_parent_type: ['Choose a vehicle type.'] });
    const noVehicles = await save({ name: 'Brakes', interval_days: 10, applies_to: 'vehicles', vehicle_ids: [] });
    expect(noVehicles.json().errors).toEqual({ vehicle_ids: ['Choose at least one vehicle.'] });
    const unknownVehicle = await save({
      name: 'Brakes',
      interval_days: 10,
      applies_to: 'vehicles',
      vehicle_ids: [999_999],
    });
    expect(unknownVehicle.json().errors).toEqual({ vehicle_ids: ['One of the chosen vehicles does not exist.'] });
  });

  it('refuses a name another task has, whatever its case', async () => {
    await save({ name: 'Annual inspection', interval_months: 12 });
    const twice = await save({ name: 'ANNUAL INSPECTION', interval_months: 12 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ name: ['A service task with this name already exists.'] });
  });
});

describe('which vehicles a task applies to', () => {
  it('is every visible vehicle, one parent type, or the chosen vehicles', async () => {
    const [suv, bus, chosen] = await Promise.all([
      vehicleAt(testApp, 1000, 'SUV'),
      vehicleAt(testApp, 1000, 'Bus'),
      vehicleAt(testApp, 1000, 'SUV'),
    ]);
    const all = await createTask(testApp, admin, { interval_days: 30 });
    const buses = await createTask(testApp, admin, {
      interval_days: 30,
      applies_to: 'parent_type',
      vehicle_parent_type: 'Bus',
    });
    const picked = await createTask(testApp, admin, {
      interval_days: 30,
      applies_to: 'vehicles',
      vehicle_ids: [chosen.id, chosen.id],
    });
    expect(picked.vehicle_ids).toEqual([chosen.id]);

    const applies = async (vehicleId: number, taskId: number) =>
      (await statusOf(testApp, admin, vehicleId, taskId)) !== undefined;
    expect(await Promise.all([applies(suv.id, all.id), applies(bus.id, all.id), applies(chosen.id, all.id)])).toEqual([
      true,
      true,
      true,
    ]);
    expect(await Promise.all([applies(suv.id, buses.id), applies(bus.id, buses.id)])).toEqual([false, true]);
    expect(await Promise.all([applies(suv.id, picked.id), applies(chosen.id, picked.id)])).toEqual([false, true]);
  });
});

describe('PUT and DELETE api/service_tasks/:id', () => {
  it('changes the task and its chosen vehicles, keeping its completions', async () => {
    const [first, second] = await Promise.all([vehicleAt(testApp, 1000), vehicleAt(testApp, 1000)]);
    const task = await createTask(testApp, admin, {
      interval_days: 30,
      applies_to: 'vehicles',
      vehicle_ids: [first.id],
    });
    await recordDone(testApp, admin, { vehicle_id: first.id, service_task_id: task.id, done_on: '2026-11-01' });

    const changed = await save(
      {
        name: task.name,
        interval_days: 60,
        due_soon_days: 0,
        applies_to: 'vehicles',
        vehicle_ids: [first.id, second.id],
      },
      task.id,
    );

    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      // In id order; the two vehicles were made at once, so either may have the lower id.
      data: { interval_days: 60, due_soon_days: 0, vehicle_ids: [first.id, second.id].sort((a, b) => a - b) },
      message: 'The service task has been updated.',
    });
    expect(await statusOf(testApp, admin, first.id, task.id)).toMatchObject({ next_due_on: '2026-12-31' });
    expect(await statusOf(testApp, admin, second.id, task.id)).toMatchObject({ last_done_on: null });
  });

  it('archives a deleted task: it leaves the list, its completions stay as history and its name is free', async () => {
    const vehicle = await vehicleAt(testApp, 1000);
    const task = await createTask(testApp, admin, { name: 'Archived oil change', interval_days: 30 });
    await recordDone(testApp, admin, { vehicle_id: vehicle.id, service_task_id: task.id, done_on: '2026-11-01' });

    const response = await testApp.request(admin, { method: 'DELETE', url: `/api/service_tasks/${task.id}` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'The service task has been deleted: it is archived and its history is kept.',
    });
    const [archived] = await testApp.context.db.select().from(serviceTasks).where(eq(serviceTasks.id, task.id));
    expect(archived?.archivedAt).toEqual(testApp.context.clock.now());
    const history = await testApp.context.db
      .select()
      .from(serviceCompletions)
      .where(eq(serviceCompletions.serviceTaskId, task.id));
    expect(history.map((row) => row.doneOn)).toEqual(['2026-11-01']);
    const list = await testApp.request(admin, { method: 'GET', url: '/api/service_tasks?search=archived+oil' });
    expect(list.json()).toMatchObject({ data: [], total: 0 });
    const again = await testApp.request(admin, { method: 'DELETE', url: `/api/service_tasks/${task.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Service task not found.');
    const sameName = await createTask(testApp, admin, { name: 'Archived oil change', interval_days: 30 });
    expect(sameName.id).not.toBe(task.id);
  });
});

describe('GET api/service_tasks', () => {
  it('lists the tasks by name, searchable, paged', async () => {
    await createTask(testApp, admin, { name: 'Zz tire rotation', interval_km: 10_000 });
    await createTask(testApp, admin, { name: 'Zz battery check', interval_months: 6 });

    const response = await testApp.request(admin, { method: 'GET', url: '/api/service_tasks?search=zz&per_page=1' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [{ name: 'Zz battery check' }],
      total: 2,
      per_page: 1,
      current_page: 1,
      last_page: 2,
    });
  });
});

describe('the service task and maintenance calls', () => {
  it('are for admins: supervisors and drivers are refused', async () => {
    const supervisor = await testApp.createUser('supervisor');
    const driver = await testApp.createUser('driver');
    const calls = [
      { method: 'GET', url: '/api/service_tasks' },
      { method: 'POST', url: '/api/service_tasks' },
      { method: 'GET', url: '/api/maintenance' },
      { method: 'GET', url: '/api/maintenance/status/a1b2c3/export' },
      { method: 'POST', url: '/api/maintenance/completions' },
    ] as const;
    for (const user of [supervisor, driver]) {
      for (const call of calls) {
        const response = await testApp.request(user, { ...call, payload: call.method === 'POST' ? {} : undefined });
        expect(response.statusCode, `${user.role} ${call.method} ${call.url}`).toBe(403);
      }
    }
  });
});
