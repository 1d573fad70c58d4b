import { eq } from 'drizzle-orm';
import {
  fireInspections,
  firstAidKits,
  serviceTasks,
  serviceTaskVehicles,
  vehicles,
} from '../../../src/db/schema/index.js';
import { addDriver, insertVehicle } from '../../support/fleet-fixtures.js';
import type { TestApp, TestUser } from '../../support/test-app.js';

/**
 * A small fleet whose every kind of renewal falls due on a known day, seen from the suite's
 * clock (2026-11-18 in the business timezone): one late, one today, then 2, 5, 12, 13, 22 and
 * 103 days ahead. A hidden vehicle's dates and an inspection since renewed must not show.
 */
export async function fleetWithRenewals(testApp: TestApp, admin: TestUser) {
  const { db } = testApp.context;
  const unit = await insertVehicle(testApp, 'RN-101');
  await db
    .update(vehicles)
    .set({
      regExpiry: '2026-11-10',
      insuranceExpiry: '2026-11-18',
      batteryExpiry: '2026-11-23',
      tireExpiry: '2026-12-10',
      abgMvaStickers: '2027-03-01',
    })
    .where(eq(vehicles.id, unit.id));
  const hidden = await insertVehicle(testApp, 'RN-HIDDEN');
  await db.update(vehicles).set({ status: 'hidden', regExpiry: '2026-11-01' }).where(eq(vehicles.id, hidden.id));
  await db.insert(fireInspections).values([
    { vehicleId: unit.id, manufactureYear: 2020, inspectionMonth: '2025-01', inspectionExpiryDate: '2026-01-01' },
    { vehicleId: unit.id, manufactureYear: 2020, inspectionMonth: '2025-12', inspectionExpiryDate: '2026-12-01' },
  ]);
  const [inspection] = await db
    .select({ id: fireInspections.id })
    .from(fireInspections)
    .where(eq(fireInspections.inspectionExpiryDate, '2026-12-01'));
  const [kit] = await db
    .insert(firstAidKits)
    .values({ vehicleId: unit.id, expiryMonth: '2026-11-01', type: 'type_1' })
    .returning();
  const [task] = await db
    .insert(serviceTasks)
    .values({
      name: 'Oil change',
      intervalDays: 30,
      appliesTo: 'vehicles',
      createdAt: new Date('2026-11-01T12:00:00Z'),
    })
    .returning();
  await db.insert(serviceTaskVehicles).values({ serviceTaskId: task!.id, vehicleId: unit.id });
  const driver = await addDriver(testApp, admin, {
    driver_name: 'Émilie Roy',
    license_no: 'NL-7788',
    expiry_date: '2026-11-20',
  });
  return { unit, hidden, inspectionId: inspection!.id, kitId: kit!.id, taskId: task!.id, driver };
}
