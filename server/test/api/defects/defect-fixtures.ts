import { eq } from 'drizzle-orm';
import { defectOccurrences, defects } from '../../../src/db/schema/index.js';
import type { TestApp, TestUser } from '../../support/test-app.js';
import { allYes, checklistFields, driverWithVehicle, submitChecklist } from '../checklists/checklist-fixtures.js';

export { driverWithVehicle } from '../checklists/checklist-fixtures.js';

type Inspected = Awaited<ReturnType<typeof driverWithVehicle>>;

let reading = 1500;

/** The driver submits a checklist with these items answered "no" (a "no" needs remarks; each call reads a higher odometer). */
export async function reportNo(testApp: TestApp, inspected: Inspected, items: string[], remarks = 'Issue found') {
  reading += 10;
  const answers = { ...allYes(), ...Object.fromEntries(items.map((item) => [item, 'no'])) };
  const response = await submitChecklist(
    testApp,
    inspected.session,
    checklistFields(inspected.vehicle, inspected.driver.name, { odm_read: String(reading), remarks }, answers),
  );
  if (response.statusCode !== 201) throw new Error(`checklist refused: ${response.body}`);
  return response.json().data as { id: number };
}

export async function defectsOf(testApp: TestApp, vehicleId: number) {
  return testApp.context.db.select().from(defects).where(eq(defects.vehicleId, vehicleId)).orderBy(defects.id);
}

export async function occurrencesOf(testApp: TestApp, defectId: number) {
  return testApp.context.db
    .select()
    .from(defectOccurrences)
    .where(eq(defectOccurrences.defectId, defectId))
    .orderBy(defectOccurrences.id);
}

/** A vehicle with one open defect on `item`, reported by its driver (in the crew of `options.supervisor`, by name). */
export async function openDefect(
  testApp: TestApp,
  admin: TestUser,
  item = 'brakes_and_hand_brakes',
  options: { supervisor?: string } = {},
) {
  const inspected = await driverWithVehicle(testApp, admin, options);
  await reportNo(testApp, inspected, [item]);
  const [defect] = await defectsOf(testApp, inspected.vehicle.id);
  return { ...inspected, defect: defect! };
}

export function step(testApp: TestApp, user: TestUser, id: number, action: string, payload?: object) {
  return testApp.request(user, { method: 'POST', url: `/api/defects/${id}/${action}`, payload: payload ?? {} });
}

/**
 * A vehicle (with its driver) and one defect on it written directly, without a checklist: for
 * tests about what happens after a defect is opened.
 */
export async function storedDefect(
  testApp: TestApp,
  admin: TestUser,
  values: Partial<typeof defects.$inferInsert> = {},
) {
  const inspected = await driverWithVehicle(testApp, admin);
  const [defect] = await testApp.context.db
    .insert(defects)
    .values({
      vehicleId: inspected.vehicle.id,
      item: 'brakes_and_hand_brakes',
      severity: 'major',
      status: 'open',
      reportedAt: testApp.context.clock.now(),
      ...values,
    })
    .returning();
  return { ...inspected, defect: defect! };
}
