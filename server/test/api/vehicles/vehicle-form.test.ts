import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, vehicles } from '../../../src/db/schema/index.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp } from '../../support/test-app.js';
import { addVehicle, vehicleFormPayload } from './test-support.js';

const testApp = useTestApp();

const post = (user: Awaited<ReturnType<typeof testApp.createUser>>, payload: Record<string, unknown>) =>
  testApp.request(user, { method: 'POST', url: '/api/vehicles', payload });

describe('POST api/vehicles', () => {
  it('adds a vehicle with every field of the form and answers it as the API shows vehicles', async () => {
    const admin = await testApp.createUser('admin');
    const response = await post(
      admin,
      vehicleFormPayload({ equipment_number: 'T-100', VIN_no: '1FTFW1E50PFA00100', license_plate_no: 'NL100' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Vehicle saved successfully!');
    expect(body.data).toMatchObject({
      equipment_number: 'T-100',
      ownership_type: 'own',
      vehicle_type: 'Ford F-150',
      VIN_no: '1FTFW1E50PFA00100',
      vehicle_parent_type: 'Light Duty Truck',
      license_plate_no: 'NL100',
      battery_expiry: '2027-03-01',
      tire_expiry: '2027-04-01',
      last_odm_read: 12000,
      abg_mva_stickers: '2027-01-31',
      insurance_expiry: '2027-02-28',
      reg_expiry: '2027-05-31',
      mine: 'yes',
      location: 'ZV',
      location_other: null,
      location_name: 'ZV',
      inspection_status: 'pending',
      inspection_date: null,
      inspector_name: null,
      inspection_file: null,
      comments: 'Spare keys in the office',
      has_radio: true,
      radio: true,
      cones: true,
      buggy_whip: false,
      enabled: true,
      status: 'active',
      color: '#ffffff',
      driver_1_id: null,
      note_1: null,
      rental_start_date: null,
      rental_return_date: null,
    });
    expect(body.data.equipment_items).toMatchObject({ radio: true, cones: true, spill_kit: false });
    expect(body.data.vehicle_files).toEqual(
      Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`image_${index + 1}`, null])),
    );
    const audit = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.entityId, String(body.data.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it("refuses an empty form with 'Please fill all required fields' and a message under every required field", async () => {
    const admin = await testApp.createUser('admin');
    const response = await post(admin, {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please fill all required fields',
      errors: {
        equipment_number: ['Equipment number is required'],
        ownership_type: ['Ownership type is required'],
        vehicle_type: ['Vehicle is required'],
        VIN_no: ['VIN number is required'],
        vehicle_parent_type: ['Vehicle type is required'],
        license_plate_no: ['License plate number is required'],
        last_odm_read: ['Odometer is required'],
        mine: ['Mine is required'],
        ppe_no: ['PPE number is required'],
        location: ['Location is required'],
        inspection_status: ['Inspection status is required'],
      },
    });
  });

  it('answers a request without any body as an empty form', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'POST', url: '/api/vehicles' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Please fill all required fields');
    expect(response.json().errors.equipment_number).toEqual(['Equipment number is required']);
  });

  it('requires battery and tire expiry unless rented, the free-text location when other, and date and inspector when completed', async () => {
    const admin = await testApp.createUser('admin');
    const response = await post(
      admin,
      vehicleFormPayload({
        equipment_number: 'COND-1',
        battery_expiry: '',
        tire_expiry: null,
        location: 'other',
        location_other: '  ',
        inspection_status: 'completed',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please fill all required fields',
      errors: {
        battery_expiry: ['Battery expiry is required'],
        tire_expiry: ['Tire expiry is required'],
        location_other: ['Provide Location is required'],
        inspection_date: ['Inspection date is required'],
        inspector_name: ['Inspector name is required'],
      },
    });
    expect(await testApp.context.db.select().from(vehicles).where(eq(vehicles.equipmentNumber, 'COND-1'))).toEqual([]);
  });

  it('marks the conditional fields together with the plain required ones in one answer', async () => {
    const admin = await testApp.createUser('admin');
    const response = await post(admin, { ownership_type: 'lease', location: 'other' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      equipment_number: ['Equipment number is required'],
      battery_expiry: ['Battery expiry is required'],
      tire_expiry: ['Tire expiry is required'],
      location_other: ['Provide Location is required'],
    });
  });

  it('refuses an inspection date after today in the business timezone, and takes today itself', async () => {
    const admin = await testApp.createUser('admin');
    // 02:00 UTC on the 19th is still the 18th in St. John's (UTC-3:30).
    testApp.setNow('2026-11-19T02:00:00Z');
    const completed = { inspection_status: 'completed', inspector_name: 'Ina Spector' };
    const tomorrow = await post(admin, vehicleFormPayload({ ...completed, inspection_date: '2026-11-19' }));
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json()).toEqual({
      message: 'Inspection date cannot be later than today.',
      errors: { inspection_date: ['Inspection date cannot be later than today.'] },
    });
    const today = await post(admin, vehicleFormPayload({ ...completed, inspection_date: '2026-11-18' }));
    expect(today.statusCode).toBe(201);
    expect(today.json().data).toMatchObject({
      inspection_status: 'completed',
      inspection_date: '2026-11-18',
      inspector_name: 'Ina Spector',
    });
    testApp.setNow('2026-11-18T15:00:00Z');
  });

  it('clears battery and tire expiry for a rented vehicle and sets the return date 28 days after the rental start', async () => {
    const admin = await testApp.createUser('admin');
    const response = await post(
      admin,
      vehicleFormPayload({
        ownership_type: 'rent',
        rental_start_date: '2026-12-20',
        rental_return_date: '2027-06-01',
        battery_expiry: '2027-03-01',
        tire_expiry: '2027-04-01',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      ownership_type: 'rent',
      battery_expiry: null,
      tire_expiry: null,
      rental_start_date: '2026-12-20',
      rental_return_date: '2027-01-17',
    });
  });

  it('keeps the free-text location when location is other and shows it as the location name', async () => {
    const admin = await testApp.createUser('admin');
    const other = await addVehicle(testApp, admin, { location: 'other', location_other: 'Pit 3 laydown' });
    expect(other).toMatchObject({ location: 'other', location_other: 'Pit 3 laydown', location_name: 'Pit 3 laydown' });
    const zv = await addVehicle(testApp, admin, { location: 'CR', location_other: 'ignored' });
    expect(zv).toMatchObject({ location: 'CR', location_other: null, location_name: 'CR' });
  });

  it("refuses an equipment number already taken with 'The equipment number has already been taken.'", async () => {
    const admin = await testApp.createUser('admin');
    await addVehicle(testApp, admin, { equipment_number: 'DUP-1' });
    const response = await post(admin, vehicleFormPayload({ equipment_number: ' DUP-1 ' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The equipment number has already been taken.',
      errors: { equipment_number: ['The equipment number has already been taken.'] },
    });
  });

  it('accepts the form as multipart form data, with checkbox values as text', async () => {
    const admin = await testApp.createUser('admin');
    const fields = Object.fromEntries(
      Object.entries(vehicleFormPayload({ equipment_number: 'MP-1', radio: 'true', cones: '0', spill_kit: '1' })).map(
        ([key, value]) => [key, String(value)],
      ),
    );
    const response = await testApp.request(admin, { method: 'POST', url: '/api/vehicles', ...multipartBody(fields) });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      equipment_number: 'MP-1',
      radio: true,
      cones: false,
      spill_kit: true,
    });
  });

  it('refuses values of the wrong kind with field messages', async () => {
    const admin = await testApp.createUser('admin');
    const response = await post(
      admin,
      vehicleFormPayload({
        ownership_type: 'borrowed',
        vehicle_parent_type: 'Boat',
        last_odm_read: '-5',
        mine: 'maybe',
        insurance_expiry: '2027-02-30',
        cones: 'sometimes',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Ownership type must be own, lease or rent.',
      errors: {
        ownership_type: ['Ownership type must be own, lease or rent.'],
        vehicle_parent_type: ['Choose one of the listed vehicle types.'],
        last_odm_read: ['Odometer must be a whole number between 0 and 10,000,000.'],
        mine: ['Mine must be yes or no.'],
        insurance_expiry: ['Enter a valid date (YYYY-MM-DD).'],
        cones: ['Equipment items must be true or false.'],
      },
    });
  });

  it('is refused to supervisors and to callers without a token', async () => {
    const supervisor = await testApp.createUser('supervisor');
    expect((await post(supervisor, vehicleFormPayload())).statusCode).toBe(403);
    expect((await testApp.request(undefined, { method: 'GET', url: '/api/vehicles/all_vehicles' })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT api/vehicles/{id}', () => {
  it('saves the edit form by PUT and by POST with _method=PUT, audited with what changed', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addVehicle(testApp, admin, { equipment_number: 'ED-1' });
    const put = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/${created.id}`,
      payload: vehicleFormPayload({ equipment_number: 'ED-1', vehicle_type: 'Ram 2500', ownership_type: 'lease' }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ message: 'Vehicle saved successfully!', data: { vehicle_type: 'Ram 2500' } });

    const override = await testApp.request(admin, {
      method: 'POST',
      url: `/api/vehicles/${created.id}`,
      payload: { ...vehicleFormPayload({ equipment_number: 'ED-1B' }), _method: 'PUT' },
    });
    expect(override.statusCode).toBe(200);
    expect(override.json().data).toMatchObject({ id: created.id, equipment_number: 'ED-1B' });

    const audit = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicle'), eq(auditLog.entityId, String(created.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(audit[1]!.changes).toMatchObject({ vehicle_type: { before: 'Ford F-150', after: 'Ram 2500' } });
  });

  it('keeps its own equipment number, refuses another vehicle’s, and answers 404 for an unknown vehicle', async () => {
    const admin = await testApp.createUser('admin');
    const first = await addVehicle(testApp, admin, { equipment_number: 'OWN-1' });
    await addVehicle(testApp, admin, { equipment_number: 'OWN-2' });
    const same = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/${first.id}`,
      payload: vehicleFormPayload({ equipment_number: 'OWN-1' }),
    });
    expect(same.statusCode).toBe(200);
    const taken = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/${first.id}`,
      payload: vehicleFormPayload({ equipment_number: 'OWN-2' }),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('The equipment number has already been taken.');
    const unknown = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/vehicles/987654',
      payload: vehicleFormPayload(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Vehicle not found.' });
  });

  it('switching to rent clears the battery and tire expiry already stored', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addVehicle(testApp, admin);
    expect(created.battery_expiry).toBe('2027-03-01');
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/${created.id}`,
      payload: vehicleFormPayload({ equipment_number: created.equipment_number, ownership_type: 'rent' }),
    });
    expect(response.json().data).toMatchObject({ battery_expiry: null, tire_expiry: null });
    const [row] = await testApp.context.db.select().from(vehicles).where(eq(vehicles.id, created.id));
    expect(row).toMatchObject({ batteryExpiry: null, tireExpiry: null, ownershipType: 'rent' });
  });
});

describe('GET api/vehicles/{id} and DELETE api/vehicles/{id}', () => {
  it('reads one vehicle, deletes it, and then answers 404', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addVehicle(testApp, admin, { equipment_number: 'DEL-1' });
    const read = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${created.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(created);

    const removed = await testApp.request(admin, { method: 'DELETE', url: `/api/vehicles/${created.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Vehicle has been deleted successfully.' });
    const again = await testApp.request(admin, { method: 'GET', url: `/api/vehicles/${created.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Vehicle not found.' });
    const huge = await testApp.request(admin, { method: 'GET', url: '/api/vehicles/99999999999' });
    expect(huge.statusCode).toBe(404);
  });
});

describe('the extra checklist items flag', () => {
  it("is saved with the vehicle, answered with it, and adds the vehicle's equipment items to its checklist", async () => {
    const admin = await testApp.createUser('admin');
    const created = await post(
      admin,
      vehicleFormPayload({
        equipment_number: '12wr',
        VIN_no: '1FTFW1E50PFA00012',
        license_plate_no: 'NL012',
        extra_checklist_items: 'true',
        buggy_whip: true,
        amber_light: true,
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data.extra_checklist_items).toBe(true);

    const items = await testApp.request(admin, {
      method: 'GET',
      url: '/api/vehicles/equipment_items?equipment_number=12wr',
    });
    expect(items.json().data.equipment_items).toEqual(expect.arrayContaining(['buggy_whip', 'amber_light']));

    const updated = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/vehicles/${created.json().data.id}`,
      payload: vehicleFormPayload({
        equipment_number: '12wr',
        VIN_no: '1FTFW1E50PFA00012',
        license_plate_no: 'NL012',
        extra_checklist_items: false,
        buggy_whip: true,
        amber_light: true,
      }),
    });
    expect(updated.json().data.extra_checklist_items).toBe(false);
    const without = await testApp.request(admin, {
      method: 'GET',
      url: '/api/vehicles/equipment_items?equipment_number=12wr',
    });
    expect(without.json().data.equipment_items).not.toContain('buggy_whip');
  });
});
