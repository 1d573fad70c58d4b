import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, drivers, users } from '../../../src/db/schema/index.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp } from '../../support/test-app.js';
import { addDriver, driverForm, locationId, signIn } from '../../support/fleet-fixtures.js';

const testApp = useTestApp();

describe('POST api/drivers', () => {
  it('creates the driver and their driver sign-in together, and the driver can sign in', async () => {
    const admin = await testApp.createUser('admin');
    const payload = await driverForm(testApp, {
      driver_name: 'Marie Tremblay',
      driver_email: 'Marie.Tremblay@Fleet.test',
      driver_password: 'pit lane 42 b',
      location_id: await locationId(testApp, 'Sept Iles'),
      pit_permit: 'no',
      drive_in_pit: 'no',
      rotation: '',
    });
    const response = await testApp.request(admin, { method: 'POST', url: '/api/drivers', payload });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Driver has been created successfully.');
    expect(body.data).toMatchObject({
      name: 'Marie Tremblay',
      drive_in_pit: false,
      location_name: 'Sept Iles',
      rotation: null,
      pit_permit: 'no',
      supervisor: 'Sam Boss',
      phone_number: '+1 (709) 555-0100',
      expiry_date: '2027-06-30',
      expiry_status: 'ok',
      driver_email: 'marie.tremblay@fleet.test',
      enabled: true,
      archived: false,
      assigned_vehicle_id: null,
      color: '#ffffff',
      created_at: '2026-11-18 11:30:00',
    });
    const [user] = await testApp.context.db.select().from(users).where(eq(users.id, body.data.user_id));
    expect(user).toMatchObject({ role: 'driver', firstName: 'Marie Tremblay', email: 'marie.tremblay@fleet.test' });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const login = await signIn(testApp, 'marie.tremblay@fleet.test', 'pit lane 42 b');
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ role: 'driver', name: 'Marie Tremblay' });
  });

  it('accepts the form as multipart form data', async () => {
    const admin = await testApp.createUser('admin');
    const fields = await driverForm(testApp, { driver_name: 'Form Driver' });
    const form = multipartBody(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])));
    const response = await testApp.request(admin, { method: 'POST', url: '/api/drivers', ...form });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Form Driver', drive_in_pit: true, pit_permit: 'yes' });
  });

  it('refuses an email any account already uses, whatever its case, and stores nothing', async () => {
    const admin = await testApp.createUser('admin', { email: 'taken.by.admin@fleet.test' });
    const before = await testApp.context.db.select().from(drivers);
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/drivers',
      payload: await driverForm(testApp, { driver_email: 'TAKEN.by.admin@fleet.test' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { driver_email: ['The email has already been taken.'] },
    });
    expect(await testApp.context.db.select().from(drivers)).toHaveLength(before.length);
  });

  it('names every missing or blank field once, with the messages of the driver form', async () => {
    const admin = await testApp.createUser('admin');
    const blanks = multipartBody(
      Object.fromEntries(Object.keys(await driverForm(testApp)).map((field) => [field, ''])),
    );
    for (const body of [{ payload: {} }, blanks]) {
      const response = await testApp.request(admin, { method: 'POST', url: '/api/drivers', ...body });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Name is required',
        errors: {
          driver_name: ['Name is required'],
          location_id: ['Work location is required'],
          pit_permit: ['Pit permit is required'],
          supervisor: ['Supervisor is required'],
          phone_number: ['Phone number is required'],
          license_no: ['Licence number is required'],
          expiry_date: ['Expiry date is required'],
          driver_email: ['Email is required'],
          driver_password: ['Password is required'],
        },
      });
    }
  });

  it('checks the formats of phone, licence, expiry date, email, pit permit, colour and password', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/drivers',
      payload: await driverForm(testApp, {
        phone_number: 'call me maybe',
        license_no: 'A!',
        expiry_date: '2027-02-30',
        driver_email: 'not an email',
        pit_permit: 'sometimes',
        color: 'red',
        driver_password: 'short',
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      phone_number: ['Enter a valid phone number.'],
      license_no: ['Enter a valid license number.'],
      expiry_date: ['Enter a valid expiry date (YYYY-MM-DD).'],
      driver_email: ['Enter a valid email address.'],
      pit_permit: ['Pit permit must be yes or no.'],
      color: ['Enter a colour as #rrggbb.'],
      driver_password: ['Password must be at least 12 characters.'],
    });
  });

  it('refuses a work location outside the six allowed ones', async () => {
    const admin = await testApp.createUser('admin');
    for (const location_id of [999_999, 'abc']) {
      const response = await testApp.request(admin, {
        method: 'POST',
        url: '/api/drivers',
        payload: await driverForm(testApp, { location_id }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ location_id: ['Choose one of the listed work locations.'] });
    }
  });

  it('records the new driver and sign-in in the audit trail, without the password', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, { driver_name: 'Audited Driver' });
    const [entry] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'driver'), eq(auditLog.entityId, String(created.id))));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'create' });
    expect(entry?.changes.name).toEqual({ before: null, after: 'Audited Driver' });
    const [userEntry] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(created.user_id))));
    expect(userEntry?.changes.role).toEqual({ before: null, after: 'driver' });
    expect(JSON.stringify([entry?.changes, userEntry?.changes])).not.toMatch(/password/i);
  });
});

describe('GET api/drivers/{id}', () => {
  it('answers the driver with the expiry status computed for the business day', async () => {
    const admin = await testApp.createUser('admin');
    const cases = [
      ['2026-11-18', 'expired'],
      ['2026-11-19', 'expiring'],
      ['2026-12-18', 'expiring'],
      ['2026-12-19', 'ok'],
    ] as const;
    for (const [expiry_date, status] of cases) {
      const created = await addDriver(testApp, admin, { expiry_date });
      const response = await testApp.request(admin, { method: 'GET', url: `/api/drivers/${created.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: created.id, expiry_date, expiry_status: status });
    }
  });

  it('answers 404 for an id no driver has, and for text that cannot be an id', async () => {
    const admin = await testApp.createUser('admin');
    for (const id of ['987654', 'abc', '99999999999']) {
      const response = await testApp.request(admin, { method: 'GET', url: `/api/drivers/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Driver not found.' });
    }
  });
});

describe('who may call the admin-only driver calls', () => {
  it('refuses drivers and supervisors with 403 and callers without a token with 401', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin);
    const calls = [
      { method: 'GET', url: '/api/drivers' },
      { method: 'GET', url: `/api/drivers/${created.id}` },
      { method: 'POST', url: '/api/drivers', payload: {} },
      { method: 'PUT', url: `/api/drivers/${created.id}`, payload: {} },
      { method: 'POST', url: `/api/drivers/${created.id}`, payload: { _method: 'PUT' } },
      { method: 'DELETE', url: `/api/drivers/${created.id}` },
      { method: 'GET', url: '/api/drivers/data/with-status' },
      { method: 'POST', url: `/api/drivers/status/${created.id}/enabled` },
      { method: 'POST', url: '/api/notify', payload: {} },
      { method: 'GET', url: `/api/drivers/${created.id}/notifications` },
      { method: 'GET', url: '/api/locations' },
      { method: 'GET', url: '/api/drivers/a1b2c3/export' },
    ] as const;
    for (const role of ['driver', 'supervisor'] as const) {
      const caller = await testApp.createUser(role);
      for (const call of calls) {
        const response = await testApp.request(caller, call);
        expect(response.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
        expect(response.json()).toEqual({ message: 'You are not allowed to do this.' });
      }
    }
    const extra = [
      { method: 'GET', url: '/api/drivers/data' },
      { method: 'GET', url: '/api/drivers/assigned_vehicles' },
    ];
    for (const call of [...calls, ...extra] as const) {
      const response = await testApp.request(undefined, call);
      expect(response.statusCode, `anonymous ${call.method} ${call.url}`).toBe(401);
    }
    expect(await testApp.context.db.select().from(drivers).where(eq(drivers.id, created.id))).toHaveLength(1);
  });
});
