import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, firstAidKits, rates, users } from '../../../src/db/schema/index.js';
import { addDriver, insertVehicle } from '../../support/fleet-fixtures.js';
import { useTestApp } from '../../support/test-app.js';
import { commitRun, csvFile, table, uploadFile } from './import-files.js';

const testApp = useTestApp();

const outcomes = (body: { data: { rows: { row: number; outcome: string; errors: object }[] } }) =>
  body.data.rows.map(({ row, outcome, errors }) => ({ row, outcome, errors }));

function driverValues(email: string, overrides: Record<string, string> = {}) {
  return {
    driver_email: email,
    driver_name: 'Émilie Roy',
    drive_in_pit: 'yes',
    work_location: 'mine engineering',
    rotation: '14/14',
    pit_permit: 'no',
    supervisor: 'Sam Boss',
    phone_number: '+1 418 555 0100',
    license_no: 'QC-12345',
    expiry_date: '2027-06-30',
    color: '',
    ...overrides,
  };
}

describe('importing drivers', () => {
  it('matches drivers on their email in any case, names work locations, adds new ones and updates the others', async () => {
    const admin = await testApp.createUser('admin');
    const known = await addDriver(testApp, admin);
    await testApp.createUser('supervisor', { email: 'boss@fleet.test' });
    const file = csvFile(
      table('drivers', [
        driverValues('new.driver@fleet.test'),
        driverValues(known.driver_email.toUpperCase(), { driver_name: 'Renamed Driver' }),
        driverValues('boss@fleet.test'),
        driverValues('lost@fleet.test', { work_location: 'The Moon', phone_number: 'call me' }),
      ]),
    );

    const checked = (await uploadFile(testApp, admin, 'drivers', file)).json();

    expect(outcomes(checked)).toEqual([
      { row: 2, outcome: 'new', errors: {} },
      { row: 3, outcome: 'update', errors: {} },
      { row: 4, outcome: 'error', errors: { driver_email: ['The email has already been taken.'] } },
      {
        row: 5,
        outcome: 'error',
        errors: {
          work_location: ['No work location has this name.'],
          phone_number: ['Enter a valid phone number.'],
        },
      },
    ]);

    const fixed = csvFile(
      table('drivers', [
        driverValues('new.driver@fleet.test'),
        driverValues(known.driver_email, { driver_name: 'Renamed Driver' }),
      ]),
    );
    const run = (await uploadFile(testApp, admin, 'drivers', fixed)).json().data;
    expect((await commitRun(testApp, admin, run.id)).result.run).toMatchObject({
      status: 'imported',
      new_count: 1,
      update_count: 1,
    });

    const [created] = await testApp.context.db
      .select({ name: drivers.name, role: users.role })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(eq(users.email, 'new.driver@fleet.test'));
    expect(created).toEqual({ name: 'Émilie Roy', role: 'driver' });
    const [renamed] = await testApp.context.db
      .select({ name: drivers.name })
      .from(drivers)
      .where(eq(drivers.id, known.id));
    expect(renamed!.name).toBe('Renamed Driver');
  });
});

describe('importing rates', () => {
  it('updates the rate of each vehicle type, reading decimal commas as Excel writes them in French', async () => {
    const admin = await testApp.createUser('admin');
    const [header, ...rows] = table(
      'rates',
      [
        { vehicle_parent_type: 'SUV', full_day_rate: '125,50', shared_day_rate: '80' },
        { vehicle_parent_type: 'Hovercraft', full_day_rate: '10', shared_day_rate: '-5' },
      ],
      'fr',
    );
    const checked = (
      await uploadFile(testApp, admin, 'rates', csvFile([header!, ...rows], { delimiter: ';', encoding: 'win1252' }))
    ).json();
    expect(outcomes(checked)).toEqual([
      { row: 2, outcome: 'update', errors: {} },
      {
        row: 3,
        outcome: 'error',
        errors: {
          shared_day_rate: ['Rate cannot be negative.'],
          vehicle_parent_type: ['No rate exists for this vehicle type.'],
        },
      },
    ]);

    const run = (await uploadFile(testApp, admin, 'rates', csvFile([header!, rows[0]!]))).json().data;
    await commitRun(testApp, admin, run.id);
    const [suv] = await testApp.context.db.select().from(rates).where(eq(rates.vehicleParentType, 'SUV'));
    expect(suv).toMatchObject({ fullDayRateCents: 12550, sharedDayRateCents: 8000 });
  });
});

describe('importing first aid kits', () => {
  it('finds the vehicle by its equipment number and matches a kit on its type', async () => {
    const admin = await testApp.createUser('admin');
    const vehicle = await insertVehicle(testApp, 'KIT-1');
    await testApp.request(admin, {
      method: 'POST',
      url: '/api/first_aid_kits',
      payload: { vehicle_id: vehicle.id, expiry_date: '2026-12', type: 'type_1' },
    });
    const file = csvFile(
      table('first_aid_kits', [
        { equipment_number: 'KIT-1', type: 'Type 1', expiry_date: '2027-12' },
        { equipment_number: 'KIT-1', type: 'type_2', expiry_date: '2027-06' },
        { equipment_number: 'NOPE', type: 'Type 3', expiry_date: 'soon' },
      ]),
    );

    const checked = (await uploadFile(testApp, admin, 'first_aid_kits', file)).json();

    expect(outcomes(checked)).toEqual([
      { row: 2, outcome: 'update', errors: {} },
      { row: 3, outcome: 'new', errors: {} },
      {
        row: 4,
        outcome: 'error',
        errors: {
          equipment_number: ['No vehicle has this equipment number.'],
          expiry_date: ['Enter the expiry month as YYYY-MM.'],
          type: ['Type must be Type 1 or Type 2.'],
        },
      },
    ]);
    const run = (
      await uploadFile(
        testApp,
        admin,
        'first_aid_kits',
        csvFile(
          table('first_aid_kits', [
            { equipment_number: 'KIT-1', type: 'Type 1', expiry_date: '2027-12' },
            { equipment_number: 'KIT-1', type: 'type_2', expiry_date: '2027-06' },
          ]),
        ),
      )
    ).json().data;
    await commitRun(testApp, admin, run.id);
    const kits = await testApp.context.db
      .select({ type: firstAidKits.type, expiryMonth: firstAidKits.expiryMonth })
      .from(firstAidKits)
      .where(eq(firstAidKits.vehicleId, vehicle.id))
      .orderBy(firstAidKits.type);
    expect(kits).toEqual([
      { type: 'type_1', expiryMonth: '2027-12-01' },
      { type: 'type_2', expiryMonth: '2027-06-01' },
    ]);
  });
});
