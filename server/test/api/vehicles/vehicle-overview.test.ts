import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Vehicle, VehicleOverview } from '@fleet-ops/shared';
import {
  activityLog,
  appointmentTypes,
  appointments,
  checklists,
  fireInspections,
  firstAidKits,
  trackings,
  vehicleExpenses,
} from '../../../src/db/schema/index.js';
import { addDriver, insertVehicle, locationId } from '../../support/fleet-fixtures.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';
import { addVehicle } from './test-support.js';

const testApp = useTestApp();

/** The day after the default test clock: Thursday 2026-11-19, 08:30 in St. John's (week of Sunday 11-15). */
const recordDay = '2026-11-19T12:00:00Z';

function overview(user: TestUser, id: number | string) {
  return testApp.request(user, { method: 'GET', url: `/api/vehicles/${id}/overview` });
}

async function appointmentTypeId(name: string) {
  const [row] = await testApp.context.db.select().from(appointmentTypes).where(eq(appointmentTypes.name, name));
  return row!.id;
}

/** A week with no tracking and no income: every amount 0. */
const emptyWeek = (week_start: string) => ({
  week_start,
  billing: 0,
  revenue: 0,
  income: 0,
  rental_cost: 0,
  gas: 0,
  ins: 0,
  maintenance: 0,
  expenses: 0,
  net: 0,
});
/** The record's weeks on the record day: the current one first. */
const eightWeeks = [
  '2026-11-15',
  '2026-11-08',
  '2026-11-01',
  '2026-10-25',
  '2026-10-18',
  '2026-10-11',
  '2026-10-04',
  '2026-09-27',
];

/**
 * Vehicle OV-1 with three drivers (slot 2 covered by a temporary one), two checklists, five
 * appointments around "now", tracking and income in and out of the last 8 weeks, two
 * extinguisher inspections and two kits; OV-2's rows must not show on OV-1's record.
 */
async function recordedVehicle(admin: TestUser) {
  const { db } = testApp.context;
  testApp.setNow('2026-11-18T15:00:00Z');
  const vehicle = await addVehicle(testApp, admin, {
    equipment_number: 'OV-1',
    license_plate_no: 'OV 111',
    ownership_type: 'lease',
    insurance_expiry: '2026-12-01',
    reg_expiry: '2026-11-01',
  });
  const other = await insertVehicle(testApp, 'OV-2');
  const [dana, eli, fay] = [
    await addDriver(testApp, admin, { driver_name: 'Dana Overview' }),
    await addDriver(testApp, admin, { driver_name: 'Eli Overview' }),
    await addDriver(testApp, admin, { driver_name: 'Fay Overview' }),
  ];
  const assign = (payload: Record<string, unknown>) =>
    testApp.request(admin, { method: 'POST', url: `/api/vehicles/${vehicle.id}/assign_driver`, payload });
  expect((await assign({ drivers_id: [dana.id, eli.id, 0], note: 'Day shift', note_for: 'driver_1' })).statusCode).toBe(
    200,
  );
  const cover = await assign({
    drivers_id: [dana.id, fay.id, 0],
    note: 'Covering vacation',
    note_for: 'driver_2',
    assigned_from_date: '2026-11-18 12:00:00',
    assigned_to_date: '2026-11-20 17:00:00',
  });
  expect(cover.statusCode).toBe(200);

  const checklist = (vehicleId: number, values: Partial<typeof checklists.$inferInsert>) => ({
    vehicleId,
    equipmentNumber: vehicleId === vehicle.id ? 'OV-1' : 'OV-2',
    vehicleType: 'Ford F-150',
    operator: 'Dana Overview',
    date: '2026-11-17',
    odmRead: 12_100,
    items: [],
    hasIssue: false,
    ...values,
  });
  await db.insert(checklists).values([
    checklist(vehicle.id, {
      date: '2026-11-17',
      oilLife: 80,
      remarks: 'Horn is weak; wipers streak',
      items: [
        { item: 'horn', answer: 'no' },
        { item: 'brakes', answer: 'yes' },
        { item: 'wipers', answer: 'no' },
      ],
      hasIssue: true,
    }),
    checklist(vehicle.id, {
      date: '2026-11-18',
      odmRead: 12_150,
      oilLife: 79,
      items: [{ item: 'horn', answer: 'yes' }],
    }),
    checklist(other.id, { date: '2026-11-19' }),
  ]);

  const location = await locationId(testApp);
  const booking = (vehicleId: number, type: number, date: string, time: string, comments: string | null = null) => ({
    vehicleId,
    appointmentTypeId: type,
    locationId: location,
    date,
    time,
    comments,
  });
  const [cleaning, maintenance, tires, otherType] = await Promise.all(
    ['Cleaning', 'Maintenance', 'Tire change', 'Other'].map(appointmentTypeId),
  );
  await db
    .insert(appointments)
    .values([
      booking(vehicle.id, cleaning!, '2026-11-10', '09:00'),
      booking(vehicle.id, maintenance!, '2026-11-19', '08:00', 'Oil change'),
      booking(vehicle.id, otherType!, '2026-11-19', '08:30'),
      booking(vehicle.id, tires!, '2026-11-19', '09:00'),
      booking(vehicle.id, cleaning!, '2026-12-01', '10:00'),
      booking(other.id, cleaning!, '2026-11-20', '10:00'),
    ]);

  const tracking = (vehicleId: number, weekStart: string, slot: number, cents: number, flags = {}) => ({
    vehicleId,
    weekStart,
    slot,
    totalBillingCents: cents,
    ...flags,
  });
  await db.insert(trackings).values([
    tracking(vehicle.id, '2026-11-15', 1, 30_000),
    tracking(vehicle.id, '2026-11-15', 2, 12_000),
    // The tracking screen bills neither a hidden nor a disabled row.
    tracking(vehicle.id, '2026-11-08', 1, 20_000, { hidden: true }),
    tracking(vehicle.id, '2026-11-08', 2, 5_000, { enabled: false }),
    tracking(vehicle.id, '2026-11-01', 1, 15_000),
    // Older than the 8 weeks, and another vehicle's.
    tracking(vehicle.id, '2026-09-20', 1, 99_900),
    tracking(other.id, '2026-11-15', 0, 70_000),
  ]);
  await db.insert(vehicleExpenses).values([
    { vehicleId: vehicle.id, weekStart: '2026-11-15', revenueCents: 5_000, gasCents: 4_025, insuranceCents: 1_000 },
    { vehicleId: vehicle.id, weekStart: '2026-11-01', rentalCostCents: 30_000, maintenanceCents: 1_250 },
    { vehicleId: vehicle.id, weekStart: '2026-09-20', gasCents: 9_900 },
    { vehicleId: other.id, weekStart: '2026-11-15', revenueCents: 1_000 },
  ]);

  await db.insert(fireInspections).values([
    { vehicleId: vehicle.id, manufactureYear: 2021, inspectionMonth: '2025-11', inspectionExpiryDate: '2026-12-10' },
    { vehicleId: vehicle.id, manufactureYear: 2020, inspectionMonth: '2024-10', inspectionExpiryDate: '2025-10-31' },
    { vehicleId: other.id, manufactureYear: 2022, inspectionMonth: '2026-01', inspectionExpiryDate: '2027-01-31' },
  ]);
  await db.insert(firstAidKits).values([
    { vehicleId: vehicle.id, expiryMonth: '2026-10-01', type: 'type_1' },
    { vehicleId: vehicle.id, expiryMonth: '2027-03-01', type: 'type_2' },
    { vehicleId: other.id, expiryMonth: '2028-01-01', type: 'type_1' },
  ]);
  testApp.setNow(recordDay);
  return { vehicle, drivers: { dana: dana, eli: eli, fay: fay } };
}

describe('GET api/vehicles/{id}/overview', () => {
  it("answers a vehicle's whole record in one call, with only that vehicle's rows", async () => {
    const { vehicle, drivers } = await recordedVehicle(await testApp.createUser('admin'));
    // Signed in on the record day: the session of the day before has run out by then.
    const admin = await testApp.createUser('admin');

    const response = await overview(admin, vehicle.id);
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json<{ data: VehicleOverview; message: string }>();
    expect(message).toBe('OK');

    // The vehicle exactly as its own call answers it: documents, expiry colours, images.
    const detail = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${vehicle.id}` });
    expect(data.vehicle).toEqual(detail.json().data as Vehicle);
    expect(data.vehicle).toMatchObject({
      equipment_number: 'OV-1',
      license_plate_no: 'OV 111',
      vehicle_parent_type: 'Light Duty Truck',
      ownership_type: 'lease',
      enabled: true,
      status: 'active',
      expiry: { insurance_expiry: 'expiring', reg_expiry: 'expired', abg_mva_stickers: 'ok', inspection_date: null },
    });

    expect(data.current_drivers).toEqual([
      {
        slot: 1,
        driver_id: drivers.dana.id,
        driver_name: 'Dana Overview',
        assigned_from_date: '2026-11-18 11:30:00',
        assigned_to_date: null,
        temporary: false,
        note: 'Day shift',
      },
      {
        slot: 2,
        driver_id: drivers.fay.id,
        driver_name: 'Fay Overview',
        assigned_from_date: '2026-11-18 12:00:00',
        assigned_to_date: '2026-11-20 17:00:00',
        temporary: true,
        note: 'Covering vacation',
      },
    ]);

    expect(data.checklist_count).toBe(2);
    expect(data.checklists).toEqual([
      {
        id: expect.any(Number),
        date: '2026-11-18',
        operator: 'Dana Overview',
        last_odm_read: 12_150,
        hour_read: null,
        oil_life: 79,
        has_issue: false,
        failed_items: [],
        remarks: null,
      },
      {
        id: expect.any(Number),
        date: '2026-11-17',
        operator: 'Dana Overview',
        last_odm_read: 12_100,
        hour_read: null,
        oil_life: 80,
        has_issue: true,
        failed_items: ['horn', 'wipers'],
        remarks: 'Horn is weak; wipers streak',
      },
    ]);

    // Now is 08:30: the 08:30 booking is still to come, the 08:00 one is past.
    const when = (row: { date: string; time: string; appointment_type: string }) =>
      `${row.date} ${row.time} ${row.appointment_type}`;
    expect(data.appointments.upcoming.map(when)).toEqual([
      '2026-11-19 08:30 Other',
      '2026-11-19 09:00 Tire change',
      '2026-12-01 10:00 Cleaning',
    ]);
    expect(data.appointments.past.map(when)).toEqual(['2026-11-19 08:00 Maintenance', '2026-11-10 09:00 Cleaning']);
    expect(data.appointments.past[0]).toEqual({
      id: expect.any(Number),
      date: '2026-11-19',
      time: '08:00',
      vehicle_id: vehicle.id,
      equipment_number: 'OV-1',
      VIN_No: vehicle.VIN_no,
      vehicle_type: 'Ford F-150',
      vehicle_parent_type: 'Light Duty Truck',
      appointment_type_id: expect.any(Number),
      appointment_type: 'Maintenance',
      location_name: 'Mine Engineering',
      locations_id: await locationId(testApp),
      comments: 'Oil change',
      service_task_id: null,
      service_task_name: null,
      done_on: null,
      done_odometer: null,
    });

    const history = data.assignment_history.map(({ id: _id, ...entry }) => entry);
    expect(history).toEqual(
      [
        ['Fay Overview', 'Temporary', '2026-11-18 12:00:00', '2026-11-20 17:00:00', 'Covering vacation'],
        ['Eli Overview', 'Assigned', '2026-11-18 11:30:00', null, null],
        ['Dana Overview', 'Assigned', '2026-11-18 11:30:00', null, 'Day shift'],
      ].map(([driver_name, log, assigned_from_date, assigned_to_date, note]) => ({
        vehicle_id: vehicle.id,
        equipment_number: 'OV-1',
        action_date: '2026-11-18 11:30:00',
        driver_id: [drivers.dana, drivers.eli, drivers.fay].find((driver) => driver.name === driver_name)!.id,
        driver_name,
        log,
        assigned_from_date,
        assigned_to_date,
        note,
      })),
    );

    expect(data.weeks).toEqual([
      {
        week_start: '2026-11-15',
        billing: 420,
        revenue: 50,
        income: 470,
        rental_cost: 0,
        gas: 40.25,
        ins: 10,
        maintenance: 0,
        expenses: 50.25,
        net: 419.75,
      },
      emptyWeek('2026-11-08'),
      {
        week_start: '2026-11-01',
        billing: 150,
        revenue: 0,
        income: 150,
        rental_cost: 300,
        gas: 0,
        ins: 0,
        maintenance: 12.5,
        expenses: 312.5,
        net: -162.5,
      },
      ...eightWeeks.slice(3).map(emptyWeek),
    ]);

    expect(data.fire_extinguisher).toEqual({
      id: expect.any(Number),
      vehicle_id: vehicle.id,
      equipment_number: 'OV-1',
      vehicle_parent_type: 'Light Duty Truck',
      vehicle_type: 'Ford F-150',
      manufacture_year: 2021,
      inspection_month: '2025-11',
      inspection_expiry_date: '2026-12-10',
      expiry_status: 'expiring',
    });
    expect(data.first_aid_kit).toEqual({
      id: expect.any(Number),
      vehicle_id: vehicle.id,
      equipment_number: 'OV-1',
      vehicle_parent_type: 'Light Duty Truck',
      vehicle_type: 'Ford F-150',
      expiry_date: '2027-03',
      type: 'type_2',
      expiry_status: 'ok',
    });
  });

  it('answers a vehicle with no history with empty sections and eight weeks of zeros', async () => {
    const admin = await testApp.createUser('admin');
    testApp.setNow(recordDay);
    const vehicle = await insertVehicle(testApp, 'OV-EMPTY');
    const response = await overview(admin, vehicle.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: VehicleOverview }>();
    expect({ ...data, vehicle: undefined }).toEqual({
      vehicle: undefined,
      current_drivers: [],
      checklists: [],
      checklist_count: 0,
      appointments: { upcoming: [], past: [] },
      assignment_history: [],
      weeks: eightWeeks.map(emptyWeek),
      fire_extinguisher: null,
      first_aid_kit: null,
    });
  });

  it('shows the latest 5 checklists, 5 appointments each way and 10 log entries, counting every checklist', async () => {
    const admin = await testApp.createUser('admin');
    testApp.setNow(recordDay);
    const vehicle = await insertVehicle(testApp, 'OV-BUSY');
    const { db } = testApp.context;
    const days = Array.from({ length: 12 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    await db.insert(checklists).values(
      days.slice(0, 7).map((date) => ({
        vehicleId: vehicle.id,
        equipmentNumber: 'OV-BUSY',
        vehicleType: 'Ford Explorer',
        operator: 'Busy Operator',
        date,
        odmRead: 1_000,
        items: [],
        hasIssue: false,
      })),
    );
    const [cleaning, location] = [await appointmentTypeId('Cleaning'), await locationId(testApp)];
    await db.insert(appointments).values(
      [...days.slice(0, 7), ...days.slice(0, 7).map((day) => day.replace('2026-11', '2026-12'))].map((date) => ({
        vehicleId: vehicle.id,
        appointmentTypeId: cleaning,
        locationId: location,
        date,
        time: '09:00',
      })),
    );
    await db.insert(activityLog).values(
      days.map((day, index) => ({
        vehicleId: vehicle.id,
        equipmentNumber: 'OV-BUSY',
        actionDate: new Date(`${day}T12:00:00Z`),
        log: index % 2 === 0 ? 'Assigned' : 'Unassigned',
      })),
    );

    const { data } = (await overview(admin, vehicle.id)).json<{ data: VehicleOverview }>();
    expect(data.checklist_count).toBe(7);
    expect(data.checklists.map((row) => row.date)).toEqual(days.slice(2, 7).reverse());
    expect(data.appointments.upcoming.map((row) => row.date)).toEqual(
      days.slice(0, 5).map((day) => day.replace('2026-11', '2026-12')),
    );
    expect(data.appointments.past.map((row) => row.date)).toEqual(days.slice(2, 7).reverse());
    expect(data.assignment_history.map((row) => row.action_date.slice(0, 10))).toEqual(days.slice(2).reverse());
  });

  it('answers 404 for an id no vehicle has', async () => {
    const admin = await testApp.createUser('admin');
    const response = await overview(admin, 987_654);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Vehicle not found.' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '12abc'])('answers 422 naming the id for "%s"', async (id) => {
    const admin = await testApp.createUser('admin');
    const response = await overview(admin, id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The vehicle id must be a whole number.',
      errors: { id: ['The vehicle id must be a whole number.'] },
    });
  });

  it('is for admins only, as every Vehicles screen', async () => {
    const vehicle = await insertVehicle(testApp, 'OV-ROLE');
    for (const role of ['supervisor', 'driver'] as const) {
      const response = await overview(await testApp.createUser(role), vehicle.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You are not allowed to do this.' });
    }
    const anonymous = await testApp.request(undefined, { method: 'GET', url: `/api/vehicles/${vehicle.id}/overview` });
    expect(anonymous.statusCode).toBe(401);
  });
});
