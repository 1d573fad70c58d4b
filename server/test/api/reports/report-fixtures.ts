import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import {
  appointments,
  appointmentTypes,
  checklists,
  fireInspections,
  rates,
  trackings,
  vehicleExpenses,
  vehicles,
} from '../../../src/db/schema/index.js';
import { addDriver, insertVehicle, locationId } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestApp, type TestUser } from '../../support/test-app.js';

/**
 * The reports' seeded fleet. The test clock's today is 2026-11-18. Tracking, checklists,
 * appointments and expenses sit around the 2025/2026 year end, in three weeks:
 * W1 = Sun 2025-12-21, W2 = Sun 2025-12-28 (holds Jan 1), W3 = Sun 2026-01-04.
 *
 * - RPT-A: SUV, own. Rates SUV: full 100.00, shared 60.00.
 * - RPT-B: Light Duty Truck, lease. Rates: full 150.00, shared 90.00.
 * - RPT-C: SUV, rent, custom rate 80.00.
 * - RPT-D: Heavy Duty Truck, own, hidden (status hidden): left out of every report but P&L expenses.
 * The expected figures of the tests are worked out by hand from the lists below.
 */
export const reportWeeks = { w1: '2025-12-21', w2: '2025-12-28', w3: '2026-01-04' } as const;

/** A week record from codes, Sunday first. */
function week(start: string, codes: number[]): Record<string, 0 | 1 | 2 | 3> {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  return Object.fromEntries(
    codes.map((code, index) => [
      new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10),
      code as 0 | 1 | 2 | 3,
    ]),
  );
}

async function reportVehicle(testApp: TestApp, equipmentNumber: string, values: Partial<typeof vehicles.$inferInsert>) {
  const vehicle = await insertVehicle(testApp, equipmentNumber);
  const [updated] = await testApp.context.db
    .update(vehicles)
    .set(values)
    .where(eq(vehicles.id, vehicle.id))
    .returning();
  return updated!;
}

async function setRate(testApp: TestApp, parentType: string, full: number, shared: number) {
  await testApp.context.db
    .update(rates)
    .set({ fullDayRateCents: full, sharedDayRateCents: shared })
    .where(eq(rates.vehicleParentType, parentType));
}

async function typeId(testApp: TestApp, name: string) {
  const [row] = await testApp.context.db.select().from(appointmentTypes).where(eq(appointmentTypes.name, name));
  return row!.id;
}

export type ReportFleet = Awaited<ReturnType<typeof seedReportFleet>>;

export async function seedReportFleet(testApp: TestApp, admin: TestUser) {
  const db = testApp.context.db;
  await setRate(testApp, 'SUV', 10_000, 6_000);
  await setRate(testApp, 'Light Duty Truck', 15_000, 9_000);
  await setRate(testApp, 'Heavy Duty Truck', 20_000, 12_000);

  const a = await reportVehicle(testApp, 'RPT-A', {
    vehicleParentType: 'SUV',
    vehicleType: 'Ford Explorer',
    ownershipType: 'own',
    regExpiry: '2026-12-20',
    insuranceExpiry: '2027-06-01',
  });
  const b = await reportVehicle(testApp, 'RPT-B', {
    vehicleParentType: 'Light Duty Truck',
    vehicleType: 'Ford F150',
    ownershipType: 'lease',
    regExpiry: '2026-10-01',
    insuranceExpiry: '2026-11-30',
    abgMvaStickers: '2027-01-15',
  });
  const c = await reportVehicle(testApp, 'RPT-C', {
    vehicleParentType: 'SUV',
    vehicleType: 'Chevrolet Tahoe',
    ownershipType: 'rent',
    abgMvaStickers: '2026-11-18',
  });
  const d = await reportVehicle(testApp, 'RPT-D', {
    vehicleParentType: 'Heavy Duty Truck',
    vehicleType: 'Ford F550',
    ownershipType: 'own',
    status: 'hidden',
    regExpiry: '2026-01-01',
  });

  const ann = await addDriver(testApp, admin, { driver_name: 'Ann Report' });
  const bob = await addDriver(testApp, admin, { driver_name: 'Bob Report' });
  const cal = await addDriver(testApp, admin, { driver_name: 'Cal Report' });

  const { w1, w2, w3 } = reportWeeks;
  const row = (
    vehicleId: number,
    weekStart: string,
    slot: number,
    driverId: number | null,
    rateCents: number,
    codes: number[],
    totalBillingCents: number,
    flags: { enabled?: boolean; hidden?: boolean } = {},
  ) => ({
    vehicleId,
    weekStart,
    slot,
    driverId,
    rateType: rateCents === 8_000 ? ('custom_rate' as const) : ('full_day_rate' as const),
    rateCents,
    weekRecord: week(weekStart, codes),
    totalBillingCents,
    ...flags,
  });
  await db.insert(trackings).values([
    // A, Ann: 3 + 3 + 2 In Use days at 100.00.
    row(a.id, w1, 1, ann.id, 10_000, [1, 1, 1, 0, 0, 0, 0], 30_000),
    row(a.id, w2, 1, ann.id, 10_000, [0, 1, 3, 1, 2, 0, 0], 30_000),
    row(a.id, w3, 1, ann.id, 10_000, [0, 1, 1, 0, 0, 0, 0], 20_000),
    // A, Bob on the shared rate: Jan 1 and Jan 2.
    row(a.id, w2, 2, bob.id, 6_000, [0, 0, 0, 0, 1, 1, 0], 12_000),
    // B, Cal: 5 days out of town in W1, Sunday Jan 4 in W3.
    row(b.id, w1, 1, cal.id, 15_000, [0, 3, 3, 3, 3, 3, 0], 75_000),
    row(b.id, w3, 1, cal.id, 15_000, [1, 0, 0, 0, 0, 0, 0], 15_000),
    // C, no driver: a spare week, then a disabled row that bills nothing.
    row(c.id, w2, 0, null, 8_000, [2, 2, 2, 2, 2, 2, 2], 0),
    row(c.id, w3, 0, null, 8_000, [1, 1, 1, 1, 1, 1, 1], 56_000, { enabled: false }),
    // D is hidden, and so is its row.
    row(d.id, w2, 0, null, 20_000, [1, 1, 1, 1, 1, 1, 1], 140_000, { hidden: true }),
  ]);

  const checklist = (vehicle: typeof a, date: string, hasIssue = false) => ({
    vehicleId: vehicle.id,
    equipmentNumber: vehicle.equipmentNumber,
    vehicleType: vehicle.vehicleType,
    operator: 'Report Operator',
    date,
    odmRead: 1000,
    items: [],
    hasIssue,
  });
  await db
    .insert(checklists)
    .values([
      checklist(a, '2025-12-22'),
      checklist(a, '2025-12-23', true),
      checklist(a, '2025-12-27'),
      checklist(a, '2025-12-29'),
      checklist(a, '2026-01-01'),
      checklist(a, '2026-01-05'),
      checklist(a, '2026-01-05', true),
      checklist(b, '2025-12-22'),
      checklist(b, '2025-12-23'),
      checklist(b, '2025-12-24', true),
      checklist(b, '2026-01-04'),
      checklist(c, '2025-12-30'),
      checklist(a, '2025-12-20'),
      checklist(a, '2026-01-11'),
    ]);

  const location = await locationId(testApp);
  const cleaning = await typeId(testApp, 'Cleaning');
  const maintenance = await typeId(testApp, 'Maintenance');
  const tireChange = await typeId(testApp, 'Tire change');
  const appointment = (vehicle: typeof a, appointmentTypeId: number, date: string, time: string) => ({
    vehicleId: vehicle.id,
    appointmentTypeId,
    locationId: location,
    date,
    time,
  });
  await db
    .insert(appointments)
    .values([
      appointment(a, cleaning, '2025-12-23', '10:00'),
      appointment(b, cleaning, '2025-12-26', '07:15'),
      appointment(c, cleaning, '2025-12-29', '08:30'),
      appointment(a, cleaning, '2026-01-08', '14:00'),
      appointment(a, cleaning, '2026-01-04', '09:00'),
      appointment(b, cleaning, '2026-01-12', '09:00'),
      appointment(d, cleaning, '2025-12-22', '09:00'),
      appointment(b, maintenance, '2025-12-22', '08:00'),
      appointment(a, maintenance, '2026-01-02', '11:00'),
      appointment(b, maintenance, '2026-01-07', '13:00'),
      appointment(a, maintenance, '2026-01-15', '13:00'),
      appointment(d, maintenance, '2025-12-30', '13:00'),
      appointment(a, tireChange, '2025-12-24', '13:00'),
    ]);

  await db.insert(fireInspections).values([
    { vehicleId: a.id, manufactureYear: 2020, inspectionMonth: '2024-10', inspectionExpiryDate: '2025-10-31' },
    { vehicleId: a.id, manufactureYear: 2020, inspectionMonth: '2026-01', inspectionExpiryDate: '2027-01-10' },
    { vehicleId: b.id, manufactureYear: 2019, inspectionMonth: '2025-11', inspectionExpiryDate: '2026-11-01' },
    { vehicleId: c.id, manufactureYear: 2021, inspectionMonth: '2025-11', inspectionExpiryDate: '2026-11-18' },
    { vehicleId: d.id, manufactureYear: 2018, inspectionMonth: '2025-10', inspectionExpiryDate: '2026-10-01' },
  ]);

  const expense = (vehicle: typeof a, weekStart: string, cents: Partial<typeof vehicleExpenses.$inferInsert>) => ({
    vehicleId: vehicle.id,
    weekStart,
    ...cents,
  });
  await db
    .insert(vehicleExpenses)
    .values([
      expense(a, w1, { revenueCents: 5_000, gasCents: 4_025, insuranceCents: 1_000 }),
      expense(a, w3, { gasCents: 3_000, insuranceCents: 1_000, maintenanceCents: 12_550 }),
      expense(b, w2, { rentalCostCents: 40_000, gasCents: 6_000, insuranceCents: 1_500 }),
      expense(c, w2, { revenueCents: 2_000, rentalCostCents: 30_000 }),
      expense(d, w2, { rentalCostCents: 50_000 }),
      expense(a, '2025-12-14', { gasCents: 9_900 }),
      expense(a, '2026-01-11', { gasCents: 9_900 }),
    ]);

  return { a, b, c, d, ann, bob, cal };
}

/** `POST api/reports/...` as the given user. */
export function postReport(testApp: TestApp, user: TestUser | undefined, path: string, payload: object) {
  return testApp.request(user, { method: 'POST', url: `/api/reports/${path}`, payload });
}

/** The full range of the seed: W1 to the Saturday of W3. */
export const seedRange = { start_date: '2025-12-21', end_date: '2026-01-10' } as const;

/**
 * Call at the top of a report test file: the whole app with the fleet above seeded once, the admin
 * who seeded it (signed in before the first test) and `report`, the data of a report as that admin.
 */
export function useReportFleet() {
  const testApp = useTestApp();
  /** `POST api/reports/{path}` over `range` (the seed's by default); fails on anything but 200. */
  async function report(path: string, range: object = seedRange) {
    const response = await postReport(testApp, fleet.admin, path, range);
    expect(response.statusCode, path).toBe(200);
    return response.json().data;
  }
  const fleet = { testApp, report } as { testApp: TestApp; admin: TestUser; report: typeof report };
  beforeAll(async () => {
    fleet.admin = await testApp.createUser('admin');
    await seedReportFleet(testApp, fleet.admin);
  });
  return fleet;
}
