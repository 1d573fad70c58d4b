import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { serviceCompletions, serviceTasks, vehicleExpenses } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import type { TestApp, TestUser } from '../../support/test-app.js';

let taskNumber = 0;

/** A service task written directly (its screens belong to the maintenance feature). */
export async function insertServiceTask(testApp: TestApp, name?: string) {
  taskNumber += 1;
  const [task] = await testApp.context.db
    .insert(serviceTasks)
    .values({ name: name ?? `Oil change ${taskNumber}-${Date.now()}`, intervalKm: 10_000 })
    .returning();
  return task!;
}

export const twoLines = [
  { kind: 'labour', description: 'Brake job', quantity: 2, unit_cost: 45.5 },
  { kind: 'part', description: 'Brake pads', quantity: 1, unit_cost: 19.99 },
];

/** An open work order with `twoLines` (110.99 in all), on `options.vehicle` or a new vehicle. */
export async function openWorkOrder(
  testApp: TestApp,
  admin: TestUser,
  options: { vehicle?: { id: number }; body?: Record<string, unknown> } = {},
) {
  const vehicle = options.vehicle ?? (await insertVehicle(testApp));
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/work_orders',
    payload: {
      vehicle_id: vehicle.id,
      title: 'Front brakes',
      opened_on: '2026-11-02',
      lines: twoLines,
      ...options.body,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { vehicle, order: response.json().data as { id: number; total: number } };
}

export function changeStatus(testApp: TestApp, admin: TestUser, id: number, payload: Record<string, unknown>) {
  return testApp.request(admin, { method: 'POST', url: `/api/work_orders/${id}/status`, payload });
}

export async function weekExpenses(testApp: TestApp, vehicleId: number) {
  return testApp.context.db
    .select({
      weekStart: vehicleExpenses.weekStart,
      maintenanceCents: vehicleExpenses.maintenanceCents,
      gasCents: vehicleExpenses.gasCents,
    })
    .from(vehicleExpenses)
    .where(eq(vehicleExpenses.vehicleId, vehicleId))
    .orderBy(vehicleExpenses.weekStart);
}

export async function completionsOf(testApp: TestApp, workOrderId: number) {
  return testApp.context.db
    .select()
    .from(serviceCompletions)
    .where(eq(serviceCompletions.workOrderId, workOrderId))
    .orderBy(serviceCompletions.serviceTaskId);
}

/** The vehicle's row of the Profit & Loss report for the week of 2026-11-15 (today in the tests). */
export async function profitLossRow(
  testApp: TestApp,
  vehicleId: number,
  week = { start: '2026-11-15', end: '2026-11-21' },
) {
  const response = await testApp.request(await testApp.createUser('admin'), {
    method: 'POST',
    url: '/api/reports/profit_loss',
    payload: { start_date: week.start, end_date: week.end },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data.rows as { vehicle_id: number; maintenance: number; gas: number; net: number }[]).find(
    (row) => row.vehicle_id === vehicleId,
  );
}
