import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maintenanceSheets, serviceCompletions, serviceTasks, workOrders } from '../../../src/db/schema/index.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { completeSheet, mandatoryWorkOrder, putSheet, vehicleOfWeight } from './sheet-fixtures.js';

const testApp = useTestApp();

async function builtInTask() {
  const [task] = await testApp.context.db.select().from(serviceTasks).where(isNotNull(serviceTasks.builtIn));
  return task!;
}

async function maintenanceRows(admin: TestUser, vehicleId: number) {
  const response = await testApp.request(admin, { url: `/api/maintenance?vehicle_id=${vehicleId}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { task_name: string; status: string; last_done_on: string | null }[];
}

describe('the built-in task "Mandatory maintenance, every 6 months"', () => {
  it('is there from the migration, every 6 months, for heavy vehicles', async () => {
    expect(await builtInTask()).toMatchObject({
      name: 'Mandatory maintenance, every 6 months',
      intervalMonths: 6,
      intervalDays: null,
      intervalKm: null,
      appliesTo: 'heavy_vehicles',
      builtIn: 'mandatory_maintenance',
    });
  });

  it('applies from 4,500 kg only, and turns due soon, then ok, as sheets are saved', async () => {
    const admin = await testApp.createUser('admin');
    const heavy = await vehicleOfWeight(testApp, 4500);
    const light = await vehicleOfWeight(testApp, 4499);
    const task = await builtInTask();

    // The last maintenance was 6 months less a week ago: due within the task's 14 days.
    const first = await mandatoryWorkOrder(testApp, admin, heavy.id);
    expect((await putSheet(testApp, admin, first.id, completeSheet({ service_date: '2026-05-25' }))).statusCode).toBe(
      200,
    );
    expect(await maintenanceRows(admin, heavy.id)).toContainEqual(
      expect.objectContaining({ task_name: task.name, status: 'due_soon', last_done_on: '2026-05-25' }),
    );
    expect((await maintenanceRows(admin, light.id)).map((row) => row.task_name)).not.toContain(task.name);

    const second = await mandatoryWorkOrder(testApp, admin, heavy.id);
    expect((await putSheet(testApp, admin, second.id, completeSheet({ service_date: '2026-11-18' }))).statusCode).toBe(
      200,
    );
    expect(await maintenanceRows(admin, heavy.id)).toContainEqual(
      expect.objectContaining({ task_name: task.name, status: 'ok', last_done_on: '2026-11-18' }),
    );
    const completions = await testApp.context.db
      .select({ doneOn: serviceCompletions.doneOn, odometer: serviceCompletions.odometer })
      .from(serviceCompletions)
      .where(and(eq(serviceCompletions.vehicleId, heavy.id), eq(serviceCompletions.serviceTaskId, task.id)))
      .orderBy(serviceCompletions.doneOn);
    expect(completions).toEqual([
      { doneOn: '2026-05-25', odometer: 48_250 },
      { doneOn: '2026-11-18', odometer: 48_250 },
    ]);
  });

  it('keeps one completion per sheet when the sheet is corrected, and loses it with the sheet', async () => {
    const admin = await testApp.createUser('admin');
    const heavy = await vehicleOfWeight(testApp, 12_000);
    const order = await mandatoryWorkOrder(testApp, admin, heavy.id);
    await putSheet(testApp, admin, order.id, completeSheet({ service_date: '2026-11-10' }));
    await putSheet(testApp, admin, order.id, completeSheet({ service_date: '2026-11-12', odometer: 48_300 }));
    const ofVehicle = () =>
      testApp.context.db
        .select({ doneOn: serviceCompletions.doneOn, odometer: serviceCompletions.odometer })
        .from(serviceCompletions)
        .where(eq(serviceCompletions.vehicleId, heavy.id));

    expect(await ofVehicle()).toEqual([{ doneOn: '2026-11-12', odometer: 48_300 }]);
    // Retention refuses deleting a recent work order through the API; whenever it goes, its sheet and completion go.
    await testApp.context.db.delete(workOrders).where(eq(workOrders.id, order.id));
    expect(await ofVehicle()).toEqual([]);
    expect(
      await testApp.context.db.select().from(maintenanceSheets).where(eq(maintenanceSheets.workOrderId, order.id)),
    ).toEqual([]);
  });
});
