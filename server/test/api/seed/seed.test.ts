import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStart } from '@fleet-ops/shared';
import { trackings, vehicles } from '../../../src/db/schema/index.js';
import { openWeek } from '../../../src/features/tracking/week-open.js';
import { tableChecksums } from '../../hardening/table-checksums.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { fleetNotEmptyMessage, seedDemoData, type SeedSummary } from '../../../src/seed/seed.js';
import { demoAccounts, seedSizes } from '../../../src/seed/sizes.js';

const testApp = useTestApp();
const scale = 0.04;
const seededTables = [
  'drivers',
  'vehicles',
  'vehicle_assignments',
  'activity_log',
  'trackings',
  'checklists',
  'vehicle_expenses',
  'appointments',
  'fire_inspections',
  'first_aid_kits',
  'rates',
  'meter_readings',
  'service_completions',
];
let admin: TestUser;
let first: SeedSummary;

async function rows<Row>(query: SQL): Promise<Row[]> {
  const result = (await testApp.context.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ count: number }>(sql`select count(*)::int as count from (${query}) as counted`);
  return row!.count;
}

/** Every seeded table's checksum; accounts without their password hash, which has a random salt each run. */
async function seededChecksums() {
  const sums = await tableChecksums(testApp.context.db);
  const [accounts] = await rows<{ sum: string }>(sql`select md5(string_agg(
    concat_ws('|', id, email, first_name, last_name, role, enabled, created_at, updated_at), ',' order by id)) as sum
    from users`);
  return { ...Object.fromEntries(seededTables.map((name) => [name, sums[name]])), users: accounts!.sum };
}

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  first = await seedDemoData(testApp.context, { scale, seed: 'test-fleet' });
}, 60_000);

describe('seedDemoData', () => {
  it('writes the fleet size the scale asks for, with three years of history', async () => {
    const sizes = seedSizes(scale);
    expect(first.counts).toMatchObject({ vehicles: sizes.vehicles, drivers: sizes.drivers, supervisors: 1 });
    const [span] = await rows<{ first: string; last: string }>(
      sql`select min(week_start)::text as first, max(week_start)::text as last from ${trackings}`,
    );
    expect(span).toEqual({ first: addDays(weekStart('2026-11-18'), -7 * 156), last: weekStart('2026-11-18') });
    expect(first.counts.checklists).toBeGreaterThan(sizes.vehicles * 150);
  });

  it('writes the same rows again for the same seed after a wipe', async () => {
    const before = await seededChecksums();
    await seedDemoData(testApp.context, { scale, seed: 'test-fleet', wipe: true });
    expect(await seededChecksums()).toEqual(before);
  });

  it('refuses a database that already has a fleet unless told to wipe, and changes nothing', async () => {
    const before = await seededChecksums();
    await expect(seedDemoData(testApp.context, { scale, seed: 'other' })).rejects.toThrow(fleetNotEmptyMessage);
    expect(await seededChecksums()).toEqual(before);
  });

  it('has a checklist only on a day its vehicle was tracked In Use, by a driver assigned that day', async () => {
    expect(
      await count(sql`select 1 from checklists c where not exists (
        select 1 from trackings t where t.vehicle_id = c.vehicle_id
          and t.week_start = c.date - extract(dow from c.date)::int
          and t.week_record ->> c.date::text in ('1', '3'))`),
    ).toBe(0);
    expect(
      await count(sql`select 1 from checklists c where not exists (
        select 1 from vehicle_assignments a where a.vehicle_id = c.vehicle_id and a.driver_id = c.driver_id
          and a.assigned_from < c.created_at + interval '1 day'
          and coalesce(least(a.assigned_to, a.ended_at), 'infinity') > c.created_at - interval '1 day')`),
    ).toBe(0);
  });

  it('leaves some In Use days without a checklist, for the Pre Use report to find', async () => {
    const inUseDays = await count(sql`select 1 from trackings t, jsonb_each_text(t.week_record) as day(date, code)
      where day.code in ('1', '3') group by t.vehicle_id, day.date`);
    expect(first.counts.checklists / inUseDays).toBeGreaterThan(0.75);
    expect(first.counts.checklists / inUseDays).toBeLessThan(0.99);
  });

  it("keeps each vehicle's odometer rising and ends the vehicle on its last reading", async () => {
    expect(
      await count(sql`select 1 from (select odm_read < lag(odm_read) over (partition by vehicle_id order by date, id) as falls
        from checklists) as readings where falls`),
    ).toBe(0);
    expect(
      await count(sql`select 1 from vehicles v join checklists c on c.vehicle_id = v.id
        group by v.id, v.last_odm_read having v.last_odm_read <> max(c.odm_read)`),
    ).toBe(0);
  });

  it('never puts a driver on two vehicles at once and bills each row at its rate times its In Use days', async () => {
    expect(
      await count(sql`select 1 from vehicle_assignments a join vehicle_assignments b
        on a.driver_id = b.driver_id and a.id < b.id
        and tstzrange(a.assigned_from, coalesce(least(a.assigned_to, a.ended_at), 'infinity'))
          && tstzrange(b.assigned_from, coalesce(least(b.assigned_to, b.ended_at), 'infinity'))`),
    ).toBe(0);
    expect(
      await count(sql`select 1 from trackings t where t.total_billing_cents <> t.rate_cents * (
        select count(*) from jsonb_each_text(t.week_record) as day(date, code) where day.code in ('1', '3'))`),
    ).toBe(0);
  });

  it('gives the heavy trucks an hour meter read weekly, each ending on its last reading, and an oil change by hours', async () => {
    const heavy = await rows<{ hourMeter: boolean; hours: number; last: number | null; readings: number }>(sql`select
      v.has_hour_meter as "hourMeter", v.last_hour_read as hours, count(r.id)::int as readings,
      (select r2.value from meter_readings r2 where r2.vehicle_id = v.id order by r2.taken_at desc limit 1) as last
      from vehicles v left join meter_readings r on r.vehicle_id = v.id
      where v.vehicle_parent_type = 'Heavy Duty Truck' group by v.id order by v.id`);
    expect(heavy.length).toBeGreaterThan(0);
    expect(heavy.every((truck) => truck.hourMeter && truck.readings > 0 && truck.hours === truck.last)).toBe(true);
    expect(first.counts.meter_readings).toBe(heavy.reduce((sum, truck) => sum + truck.readings, 0));
    expect(
      await count(sql`select 1 from (select value < lag(value) over (partition by vehicle_id order by taken_at) as falls,
        value - lag(value) over (partition by vehicle_id order by taken_at) as step from meter_readings) as steps
        where falls or step > 24 * 7`),
    ).toBe(0);
    const [task] = await rows<{ trucks: number }>(sql`select count(distinct c.vehicle_id)::int as trucks
      from service_tasks t join service_completions c on c.service_task_id = t.id
      where t.interval_hours = 250 and t.vehicle_parent_type = 'Heavy Duty Truck' and c.hours is not null`);
    expect(task!.trucks).toBe(heavy.length);
  });

  it('has expired and expiring documents relative to today', async () => {
    const [expiry] = await rows<{ vehicles: number; drivers: number }>(sql`select
      (select count(*)::int from vehicles where least(abg_mva_stickers, insurance_expiry, reg_expiry) <= '2026-11-18'
        or tire_expiry <= '2026-11-18' or battery_expiry <= '2026-11-18') as vehicles,
      (select count(*)::int from drivers where expiry_date <= '2026-12-18') as drivers`);
    expect(expiry!.vehicles + expiry!.drivers).toBeGreaterThan(0);
  });

  it('answers the app’s own lists over the seeded data', async () => {
    const vehiclesPage = await testApp.request(admin, { method: 'GET', url: '/api/vehicles/all_vehicles?page=1' });
    expect(vehiclesPage.statusCode).toBe(200);
    expect(vehiclesPage.json().total).toBeGreaterThan(0);
    const week = addDays(weekStart('2026-11-18'), -7);
    const checklistPage = await testApp.request(admin, {
      method: 'GET',
      url: `/api/checklist?start_date=${week}&searchText=a`,
    });
    expect(checklistPage.statusCode).toBe(200);
    expect(checklistPage.json().total).toBeGreaterThan(0);
    const trackingPage = await testApp.request(admin, { method: 'GET', url: `/api/trackings?start_date=${week}` });
    expect(trackingPage.statusCode).toBe(200);
    expect(trackingPage.json().total).toBe(
      await count(sql`select 1 from trackings where week_start = ${week} and enabled and not hidden`),
    );
  });

  it('lets the demo driver sign in and fill the checklist of vehicle 44', async () => {
    const login = await testApp.request(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { email: demoAccounts.driver.email, password: demoAccounts.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const options = await testApp.app.inject({
      method: 'GET',
      url: '/api/checklist/form_options',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      options.json().data.vehicles.map((vehicle: { equipment_number: string }) => vehicle.equipment_number),
    ).toEqual(['44']);
  });

  it('gives each past week the rows opening that week would create', async () => {
    const week = addDays(weekStart('2026-11-18'), -7 * 20);
    const keys = sql`select vehicle_id, slot, driver_id from trackings t join vehicles v on v.id = t.vehicle_id
      where t.week_start = ${week} and v.enabled order by 1, 2`;
    const seeded = await rows(keys);
    await testApp.context.db.delete(trackings).where(eq(trackings.weekStart, week));
    await openWeek(testApp.context, week);
    expect(await rows(keys)).toEqual(seeded);
    expect(seeded.length).toBeGreaterThan(0);
  });

  it('grows with the scale', async () => {
    const double = await seedDemoData(testApp.context, { scale: scale * 2, seed: 'test-fleet', wipe: true });
    expect(double.counts.vehicles).toBe(seedSizes(scale * 2).vehicles);
    expect(double.counts.checklists / first.counts.checklists).toBeGreaterThan(1.4);
    expect(double.counts.checklists / first.counts.checklists).toBeLessThan(2.8);
    expect(await count(sql`select 1 from ${vehicles}`)).toBe(double.counts.vehicles);
  });
});
