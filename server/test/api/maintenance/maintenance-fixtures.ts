import { eq } from 'drizzle-orm';
import type { MaintenanceRow, ServiceTask } from '@fleet-ops/shared';
import { vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle } from '../../support/fleet-fixtures.js';
import type { TestApp, TestUser } from '../../support/test-app.js';

let taskCount = 0;

/** `POST api/service_tasks` with a fresh name; fails the test when refused. */
export async function createTask(testApp: TestApp, admin: TestUser, body: Record<string, unknown>) {
  taskCount += 1;
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/service_tasks',
    payload: { name: `Task ${taskCount}`, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`Service task not created: ${response.body}`);
  return response.json().data as ServiceTask;
}

/** A visible vehicle of `parentType` whose last odometer reading is `odometer`. */
export async function vehicleAt(testApp: TestApp, odometer: number, parentType = 'SUV') {
  const vehicle = await insertVehicle(testApp);
  await testApp.context.db
    .update(vehicles)
    .set({ lastOdmRead: odometer, vehicleParentType: parentType })
    .where(eq(vehicles.id, vehicle.id));
  return { ...vehicle, lastOdmRead: odometer, vehicleParentType: parentType };
}

export async function setOdometer(testApp: TestApp, vehicleId: number, odometer: number) {
  await testApp.context.db.update(vehicles).set({ lastOdmRead: odometer }).where(eq(vehicles.id, vehicleId));
}

/** `GET api/maintenance` with `query`, as an admin. */
export async function maintenanceList(testApp: TestApp, admin: TestUser, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await testApp.request(admin, { method: 'GET', url: `/api/maintenance?${search}` });
  if (response.statusCode !== 200) throw new Error(`Maintenance list refused: ${response.body}`);
  return response.json() as { data: MaintenanceRow[]; total: number; last_page: number };
}

/** The one row of `taskId` on `vehicleId`, or undefined when the task does not apply to it. */
export async function statusOf(testApp: TestApp, admin: TestUser, vehicleId: number, taskId: number) {
  const { data } = await maintenanceList(testApp, admin, { vehicle_id: vehicleId, service_task_id: taskId });
  return data[0];
}

export function recordDone(
  testApp: TestApp,
  admin: TestUser,
  body: { vehicle_id: number; service_task_id: number; done_on: string; odometer?: number },
) {
  return testApp.request(admin, { method: 'POST', url: '/api/maintenance/completions', payload: body });
}
