import { describe, expect, it } from 'vitest';
import { sessionsOutlastClockJumps, useTestApp } from '../../support/test-app.js';
import { createTask, recordDone, setOdometer, statusOf, vehicleAt } from './maintenance-fixtures.js';

const testApp = useTestApp(sessionsOutlastClockJumps);

/** The clock's business day is 2026-11-18 (St. John's) unless a test moves it. */
const today = '2026-11-18T15:00:00Z';

async function done(vehicleId: number, taskId: number, doneOn: string, odometer?: number) {
  const admin = await testApp.createUser('admin');
  const response = await recordDone(testApp, admin, {
    vehicle_id: vehicleId,
    service_task_id: taskId,
    done_on: doneOn,
    odometer,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('a service task due every N days', () => {
  it('is due N days after it was last done, due soon within its threshold, overdue on the day', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const task = await createTask(testApp, admin, { interval_days: 30 });
    const [early, soon, late] = await Promise.all([
      vehicleAt(testApp, 1000),
      vehicleAt(testApp, 1000),
      vehicleAt(testApp, 1000),
    ]);
    await done(early.id, task.id, '2026-11-01');
    await done(soon.id, task.id, '2026-10-20');
    await done(late.id, task.id, '2026-10-19');

    expect(await statusOf(testApp, admin, early.id, task.id)).toMatchObject({
      last_done_on: '2026-11-01',
      next_due_on: '2026-12-01',
      next_due_odometer: null,
      days_left: 13,
      km_left: null,
      status: 'due_soon',
    });
    expect(await statusOf(testApp, admin, soon.id, task.id)).toMatchObject({
      next_due_on: '2026-11-19',
      days_left: 1,
      status: 'due_soon',
    });
    expect(await statusOf(testApp, admin, late.id, task.id)).toMatchObject({
      next_due_on: '2026-11-18',
      days_left: 0,
      status: 'overdue',
    });
  });

  it('stays ok while more days are left than its due soon threshold', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const task = await createTask(testApp, admin, { interval_days: 30, due_soon_days: 7 });
    const vehicle = await vehicleAt(testApp, 1000);
    await done(vehicle.id, task.id, '2026-11-01');

    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({ days_left: 13, status: 'ok' });
  });

  it('counts from the business day it was created when it was never done', async () => {
    // 01:00 UTC on the 18th is still the 17th in St. John's.
    testApp.setNow('2026-11-18T01:00:00Z');
    const admin = await testApp.createUser('admin');
    const task = await createTask(testApp, admin, { interval_days: 20 });
    const vehicle = await vehicleAt(testApp, 1000);

    testApp.setNow(today);
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({
      last_done_on: null,
      last_done_odometer: null,
      next_due_on: '2026-12-07',
      days_left: 19,
      status: 'ok',
    });
  });
});

describe('a service task due every N months', () => {
  it('falls on the same day N months later, or the month’s last day when it has none', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const task = await createTask(testApp, admin, { interval_months: 3 });
    const [endOfMonth, midMonth] = await Promise.all([vehicleAt(testApp, 1000), vehicleAt(testApp, 1000)]);
    await done(endOfMonth.id, task.id, '2026-08-31');
    await done(midMonth.id, task.id, '2026-06-15');

    expect(await statusOf(testApp, admin, endOfMonth.id, task.id)).toMatchObject({
      next_due_on: '2026-11-30',
      days_left: 12,
      status: 'due_soon',
    });
    expect(await statusOf(testApp, admin, midMonth.id, task.id)).toMatchObject({
      next_due_on: '2026-09-15',
      days_left: -64,
      status: 'overdue',
    });
  });
});

describe('a service task due every N km', () => {
  it('counts from 0 km when never done, so an unknown history shows as due', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const task = await createTask(testApp, admin, { interval_km: 5000 });
    const [low, near, past] = await Promise.all([
      vehicleAt(testApp, 3999),
      vehicleAt(testApp, 4000),
      vehicleAt(testApp, 120_000),
    ]);

    expect(await statusOf(testApp, admin, low.id, task.id)).toMatchObject({
      next_due_on: null,
      next_due_odometer: 5000,
      current_odometer: 3999,
      km_left: 1001,
      days_left: null,
      status: 'ok',
    });
    expect(await statusOf(testApp, admin, near.id, task.id)).toMatchObject({ km_left: 1000, status: 'due_soon' });
    expect(await statusOf(testApp, admin, past.id, task.id)).toMatchObject({ km_left: -115_000, status: 'overdue' });
  });

  it('is due N km after the odometer of its last completion, with its own threshold', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const task = await createTask(testApp, admin, { interval_km: 8000, due_soon_km: 500 });
    const vehicle = await vehicleAt(testApp, 60_000);
    await done(vehicle.id, task.id, '2026-09-01', 55_000);

    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({
      last_done_on: '2026-09-01',
      last_done_odometer: 55_000,
      next_due_odometer: 63_000,
      km_left: 3000,
      status: 'ok',
    });
    await setOdometer(testApp, vehicle.id, 62_500);
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({ km_left: 500, status: 'due_soon' });
    await setOdometer(testApp, vehicle.id, 63_000);
    expect(await statusOf(testApp, admin, vehicle.id, task.id)).toMatchObject({ km_left: 0, status: 'overdue' });
  });
});

describe('a service task due by date and by km', () => {
  it('is as late as whichever comes first', async () => {
    testApp.setNow(today);
    const admin = await testApp.createUser('admin');
    const task = await createTask(testApp, admin, { interval_months: 12, interval_km: 10_000 });
    const [byKm, byDate, neither] = await Promise.all([
      vehicleAt(testApp, 30_100),
      vehicleAt(testApp, 21_000),
      vehicleAt(testApp, 21_000),
    ]);
    await done(byKm.id, task.id, '2026-06-01', 20_000);
    await done(byDate.id, task.id, '2025-11-10', 20_000);
    await done(neither.id, task.id, '2026-06-01', 20_000);

    expect(await statusOf(testApp, admin, byKm.id, task.id)).toMatchObject({
      next_due_on: '2027-06-01',
      next_due_odometer: 30_000,
      status: 'overdue',
    });
    expect(await statusOf(testApp, admin, byDate.id, task.id)).toMatchObject({
      next_due_on: '2026-11-10',
      next_due_odometer: 30_000,
      status: 'overdue',
    });
    expect(await statusOf(testApp, admin, neither.id, task.id)).toMatchObject({ status: 'ok' });
    await setOdometer(testApp, neither.id, 29_000);
    expect(await statusOf(testApp, admin, neither.id, task.id)).toMatchObject({ km_left: 1000, status: 'due_soon' });
  });
});
