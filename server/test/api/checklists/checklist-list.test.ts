import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, checklistBaseItems } from '@fleet-ops/shared';
import { checklists, vehicles } from '../../../src/db/schema/index.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { driverWithVehicle } from './checklist-fixtures.js';

const testApp = useTestApp();

type Seeded = { date: string; driver: 'a' | 'b'; hasIssue: boolean };
const seeded: Seeded[] = [];
const total = 3000;
const latestDay = '2026-11-14';
let admin: TestUser;
let driverA: Awaited<ReturnType<typeof driverWithVehicle>>;
let driverB: Awaited<ReturnType<typeof driverWithVehicle>>;

/** 3000 checklists, 20 a day over 150 days, two in three on vehicle A: inserted in batches. */
beforeAll(async () => {
  admin = await testApp.createUser('admin');
  driverA = await driverWithVehicle(testApp, admin);
  driverB = await driverWithVehicle(testApp, admin);
  await testApp.context.db.update(vehicles).set({ vinNo: 'VINAAAA0001' }).where(eq(vehicles.id, driverA.vehicle.id));
  await testApp.context.db
    .update(vehicles)
    .set({ vinNo: 'VINBBBB0002', vehicleType: 'Toyota Hilux' })
    .where(eq(vehicles.id, driverB.vehicle.id));
  const items = checklistBaseItems.map((item) => ({ item, answer: 'yes' as const }));
  const rows = Array.from({ length: total }, (_, index) => {
    const entry: Seeded = {
      date: addDays(latestDay, -Math.floor(index / 20)),
      driver: index % 3 === 0 ? 'b' : 'a',
      hasIssue: index % 7 === 0,
    };
    seeded.push(entry);
    const owner = entry.driver === 'a' ? driverA : driverB;
    return {
      vehicleId: owner.vehicle.id,
      driverId: owner.driver.id,
      submittedBy: owner.session.id,
      equipmentNumber: owner.vehicle.equipmentNumber,
      vehicleType: entry.driver === 'a' ? 'Ford Explorer' : 'Toyota Hilux',
      operator: owner.driver.name,
      date: entry.date,
      odmRead: 1000 + index,
      items,
      hasIssue: entry.hasIssue,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await testApp.context.db.insert(checklists).values(rows.slice(start, start + 500));
  }
}, 120_000);

async function list(user: TestUser, query: string) {
  const response = await testApp.request(user, { method: 'GET', url: `/api/checklist${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET api/checklist paging', () => {
  it('gives 100 rows a page by default, newest day first, with the paging fields', async () => {
    const page = await list(admin, '');
    expect(page).toMatchObject({ total, per_page: 100, current_page: 1, last_page: 30, message: 'OK' });
    expect(page.data).toHaveLength(100);
    // The last one inserted for the newest day (index 19) comes first.
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      vehicle_id: driverA.vehicle.id,
      equipment_number: driverA.vehicle.equipmentNumber,
      vehicle_parent_type: 'SUV',
      has_radio: 'yes',
      mine: 'no',
      ownership_type: 'own',
      vehicle_type: 'Ford Explorer',
      license_plate_no: driverA.vehicle.licensePlateNo,
      VIN_no: 'VINAAAA0001',
      date: latestDay,
      operator: driverA.driver.name,
      last_odm_read: 1019,
      hour_read: null,
      has_issue: false,
      // Stored without the record's fields: an API client's checklist, "not signed".
      inspected_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      place: null,
      signed: false,
      statement_version: null,
      duration_seconds: null,
      completed_quickly: false,
      // Inserted with no form version, as a checklist from before inspection forms (issue 36).
      form: null,
    });
    for (let index = 1; index < page.data.length; index += 1) {
      const [previous, current] = [page.data[index - 1], page.data[index]];
      expect(previous.date > current.date || (previous.date === current.date && previous.id > current.id)).toBe(true);
    }
  });

  it('takes the page size as per_page or limit, and answers an empty page past the end', async () => {
    const third = await list(admin, '?per_page=25&page=3');
    expect(third).toMatchObject({ per_page: 25, current_page: 3, last_page: 120, total });
    expect(third.data).toHaveLength(25);
    const first = await list(admin, '?per_page=25');
    expect(
      first.data.some((row: { id: number }) => third.data.some((other: { id: number }) => other.id === row.id)),
    ).toBe(false);
    const limited = await list(admin, '?limit=50&page=60');
    expect(limited).toMatchObject({ per_page: 50, current_page: 60, last_page: 60 });
    expect(limited.data).toHaveLength(50);
    const past = await list(admin, '?page=31');
    expect(past.data).toEqual([]);

    const tooBig = await testApp.request(admin, { method: 'GET', url: '/api/checklist?per_page=101' });
    expect(tooBig.statusCode).toBe(422);
  });
});

describe('GET api/checklist filters', () => {
  it('keeps the Sunday-to-Saturday week holding start_date', async () => {
    // 2026-11-11 is a Wednesday: its week runs 2026-11-08 to 2026-11-14.
    const expected = seeded.filter((row) => row.date >= '2026-11-08' && row.date <= '2026-11-14').length;
    for (const start of ['2026-11-11', '2026-11-08']) {
      const page = await list(admin, `?start_date=${start}`);
      expect(page.total).toBe(expected);
      expect(expected).toBe(140);
      expect(page.data.every((row: { date: string }) => row.date >= '2026-11-08' && row.date <= '2026-11-14')).toBe(
        true,
      );
    }
    const older = seeded.filter((row) => row.date >= '2026-08-02' && row.date <= '2026-08-08').length;
    expect((await list(admin, '?start_date=2026-08-05&per_page=10')).total).toBe(older);
    const invalid = await testApp.request(admin, { method: 'GET', url: '/api/checklist?start_date=2026-13-01' });
    expect(invalid.statusCode).toBe(422);
  });

  it('searches equipment number, operator, vehicle type and VIN', async () => {
    const ofB = seeded.filter((row) => row.driver === 'b').length;
    expect((await list(admin, '?searchText=bbbb0002')).total).toBe(ofB);
    expect((await list(admin, '?searchText=hilux')).total).toBe(ofB);
    expect((await list(admin, `?searchText=${encodeURIComponent(driverA.driver.name)}`)).total).toBe(total - ofB);
    expect((await list(admin, `?searchText=${driverB.vehicle.equipmentNumber}`)).total).toBe(ofB);
    expect((await list(admin, '?searchText=%25')).total).toBe(0);
    const combined = seeded.filter((row) => row.driver === 'b' && row.date >= '2026-11-08').length;
    expect((await list(admin, '?searchText=hilux&start_date=2026-11-09')).total).toBe(combined);
  });

  it('keeps only the checklists with an issue for has_issue=1 (the Home dashboard link), or without for 0', async () => {
    const inWeek = seeded.filter((row) => row.date >= '2026-11-08' && row.date <= '2026-11-14');
    const withIssue = inWeek.filter((row) => row.hasIssue).length;
    expect(withIssue).toBe(20);
    const page = await list(admin, '?start_date=2026-11-08&has_issue=1');
    expect(page.total).toBe(withIssue);
    expect(page.data.every((row: { has_issue: boolean }) => row.has_issue)).toBe(true);
    expect((await list(admin, '?start_date=2026-11-08&has_issue=0')).total).toBe(inWeek.length - withIssue);
    expect((await list(admin, '?has_issue=')).total).toBe(total);
    const invalid = await testApp.request(admin, { method: 'GET', url: '/api/checklist?has_issue=maybe' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      message: 'Has issue must be 1 or 0.',
      errors: { has_issue: ['Has issue must be 1 or 0.'] },
    });
  });

  it('gives a driver only their own rows, with the same paging and week filter', async () => {
    const ofA = seeded.filter((row) => row.driver === 'a');
    const page = await list(driverA.session, '?per_page=50');
    expect(page).toMatchObject({ total: ofA.length, last_page: Math.ceil(ofA.length / 50) });
    expect(page.data.every((row: { operator: string }) => row.operator === driverA.driver.name)).toBe(true);
    const week = await list(driverA.session, '?start_date=2026-11-10');
    expect(week.total).toBe(ofA.filter((row) => row.date >= '2026-11-08').length);
  });
});
