import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, auditLog, drivers, users } from '../../../src/db/schema/index.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp } from '../../support/test-app.js';
import {
  addDriver,
  driverForm,
  insertAssignment,
  insertVehicle,
  locationId,
  signIn,
} from '../../support/fleet-fixtures.js';

const testApp = useTestApp();

describe('PUT api/drivers/{id} (POST with _method=PUT)', () => {
  it('saves the edit form sent as multipart with _method=PUT', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, { driver_name: 'Before Edit' });
    const form = multipartBody({
      _method: 'PUT',
      driver_id: String(created.id),
      driver_name: 'After Edit',
      drive_in_pit: '0',
      location_id: String(await locationId(testApp, 'Others')),
      rotation: '7/7',
      pit_permit: 'no',
      supervisor: 'New Boss',
      phone_number: '709-555-0199',
      license_no: 'QC 123456',
      expiry_date: '2028-01-31',
      driver_email: created.driver_email,
      color: '#FFAA00',
    });
    const response = await testApp.request(admin, { method: 'POST', url: `/api/drivers/${created.id}`, ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Driver has been updated successfully.',
      data: {
        name: 'After Edit',
        drive_in_pit: false,
        location_name: 'Others',
        rotation: '7/7',
        pit_permit: 'no',
        supervisor: 'New Boss',
        phone_number: '709-555-0199',
        license_no: 'QC 123456',
        expiry_date: '2028-01-31',
        color: '#ffaa00',
      },
    });
    const [user] = await testApp.context.db.select().from(users).where(eq(users.id, created.user_id));
    expect(user?.firstName).toBe('After Edit');
  });

  it('changes the sign-in when the email is edited: the old email no longer works, the new one does', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, { driver_email: 'old.address@fleet.test' });
    const { driver_password: _password, ...form } = await driverForm(testApp, {
      driver_email: 'New.Address@fleet.test',
    });
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/drivers/${created.id}`,
      payload: form,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.driver_email).toBe('new.address@fleet.test');

    const oldEmail = await signIn(testApp, 'old.address@fleet.test', 'driver password');
    expect(oldEmail.statusCode).toBe(422);
    expect(oldEmail.json().message).toBe('These credentials do not match our records.');
    const newEmail = await signIn(testApp, 'new.address@fleet.test', 'driver password');
    expect(newEmail.statusCode).toBe(200);
  });

  it('refuses an email another account uses', async () => {
    const admin = await testApp.createUser('admin', { email: 'someone.else@fleet.test' });
    const created = await addDriver(testApp, admin);
    const { driver_password: _password, ...form } = await driverForm(testApp, {
      driver_email: 'someone.else@fleet.test',
    });
    const response = await testApp.request(admin, { method: 'PUT', url: `/api/drivers/${created.id}`, payload: form });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { driver_email: ['The email has already been taken.'] },
    });
  });

  it('sets a new password from the update password dialog and signs the driver out everywhere', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, { driver_email: 'rotating@fleet.test' });
    const login = await signIn(testApp, 'rotating@fleet.test', 'driver password');
    const driverToken = login.json().data.token as string;
    const asDriver = { id: created.user_id, email: 'rotating@fleet.test', password: '', token: driverToken };
    const before = await testApp.request({ ...asDriver, role: 'driver' }, { method: 'GET', url: '/api/me' });
    expect(before.statusCode).toBe(200);

    const form = multipartBody({
      _method: 'PUT',
      driver_id: String(created.id),
      new_password: 'fresh password',
      new_password_confirmation: 'fresh password',
    });
    const response = await testApp.request(admin, { method: 'POST', url: `/api/drivers/${created.id}`, ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Driver password has been updated successfully.');

    const after = await testApp.request({ ...asDriver, role: 'driver' }, { method: 'GET', url: '/api/me' });
    expect(after.statusCode).toBe(401);
    expect((await signIn(testApp, 'rotating@fleet.test', 'driver password')).statusCode).toBe(422);
    expect((await signIn(testApp, 'rotating@fleet.test', 'fresh password')).statusCode).toBe(200);
    const entries = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'password_change'), eq(auditLog.entityId, String(created.user_id))));
    expect(entries).toHaveLength(1);
  });

  it('checks the update password dialog with its messages', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin);
    const attempts = [
      [
        { driver_id: created.id },
        { new_password: ['New Password is required'], confirm_password: ['Confirm Password is required'] },
      ],
      [{ new_password: 'long enough 1' }, { confirm_password: ['Confirm Password is required'] }],
      [
        { new_password: 'long enough 1', confirm_password: 'long enough 2' },
        { confirm_password: ['Password and Confirm Password must be match.'] },
      ],
      [
        { new_password: 'short', new_password_confirmation: 'short' },
        { new_password: ['Password must be at least 12 characters.'] },
      ],
    ] as const;
    for (const [payload, errors] of attempts) {
      const response = await testApp.request(admin, { method: 'PUT', url: `/api/drivers/${created.id}`, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
  });

  it('names the missing fields of the edit form', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin);
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/drivers/${created.id}`,
      payload: { driver_name: '', supervisor: '  ' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([
      'driver_name',
      'location_id',
      'pit_permit',
      'supervisor',
      'phone_number',
      'license_no',
      'expiry_date',
      'driver_email',
    ]);
  });

  it('refuses a driver_id that is not the driver in the address, and an unknown driver', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin);
    const mismatch = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/drivers/${created.id}`,
      payload: { driver_id: created.id + 1000, new_password: 'long enough 3', confirm_password: 'long enough 3' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ driver_id: ['The driver does not match the one being edited.'] });

    const unknown = await testApp.request(admin, {
      method: 'PUT',
      url: '/api/drivers/987654',
      payload: { new_password: 'long enough 3', confirm_password: 'long enough 3' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Driver not found.' });
  });
});

describe('DELETE api/drivers/{id}', () => {
  it('deletes the driver and their sign-in, takes them off vehicles, and the activity log keeps the history', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin, {
      driver_name: 'Leaving Driver',
      driver_email: 'leaving@fleet.test',
    });
    const vehicle = await insertVehicle(testApp);
    await insertAssignment(testApp, { vehicleId: vehicle.id, driverId: created.id, from: '2026-11-01T12:00:00Z' });

    const response = await testApp.request(admin, { method: 'DELETE', url: `/api/drivers/${created.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Driver has been deleted successfully.' });

    expect(await testApp.context.db.select().from(drivers).where(eq(drivers.id, created.id))).toEqual([]);
    expect(await testApp.context.db.select().from(users).where(eq(users.id, created.user_id))).toEqual([]);
    expect((await signIn(testApp, 'leaving@fleet.test', 'driver password')).statusCode).toBe(422);
    const log = await testApp.context.db.select().from(activityLog).where(eq(activityLog.vehicleId, vehicle.id));
    expect(log).toMatchObject([{ driverId: null, driverName: 'Leaving Driver', log: 'Unassigned' }]);
    const [entry] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'driver'), eq(auditLog.action, 'delete')));
    expect(entry?.entityId).toBe(String(created.id));
  });

  it('answers 404 for an unknown driver', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'DELETE', url: '/api/drivers/987654' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Driver not found.' });
  });
});
