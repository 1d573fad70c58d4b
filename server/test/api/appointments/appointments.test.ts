import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, vehicles } from '../../../src/db/schema/index.js';
import { insertVehicle, locationId } from '../../support/fleet-fixtures.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp, type TestUser } from '../../support/test-app.js';

const testApp = useTestApp();
let admin: TestUser;
let truck: Awaited<ReturnType<typeof insertVehicle>>;

beforeAll(async () => {
  admin = await testApp.createUser('admin');
  truck = await insertVehicle(testApp, 'APT-44');
});

async function bookingForm(overrides: Record<string, unknown> = {}) {
  return {
    vehicle_no: truck.vinNo,
    date_to_added: '2026-11-20',
    appointment_type: 'Cleaning',
    location_id: await locationId(testApp, 'Colby Building'),
    time: '09:30',
    comments: 'Full interior wash',
    ...overrides,
  };
}

async function book(overrides: Record<string, unknown> = {}) {
  return testApp.request(admin, { method: 'POST', url: '/api/appointments', payload: await bookingForm(overrides) });
}

describe('POST api/appointments', () => {
  it('books the vehicle named by its VIN and answers the row as the table shows it', async () => {
    const response = await book();
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Appointment has been created successfully.');
    expect(body.data).toEqual({
      id: expect.any(Number),
      date: '2026-11-20',
      time: '09:30',
      vehicle_id: truck.id,
      equipment_number: 'APT-44',
      VIN_No: truck.vinNo,
      vehicle_type: 'Ford Explorer',
      vehicle_parent_type: 'SUV',
      appointment_type_id: expect.any(Number),
      appointment_type: 'Cleaning',
      location_name: 'Colby Building',
      locations_id: await locationId(testApp, 'Colby Building'),
      comments: 'Full interior wash',
      service_task_id: null,
      service_task_name: null,
      done_on: null,
      done_odometer: null,
    });
    const [stored] = await testApp.context.db.select().from(appointments).where(eq(appointments.id, body.data.id));
    expect(stored).toMatchObject({ vehicleId: truck.id, date: '2026-11-20', time: '09:30:00', createdBy: admin.id });
    const [entry] = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, String(body.data.id))));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'create' });
  });

  it("accepts the call's names (VIN_no, date, location) and a type id, as multipart form data", async () => {
    const types = await testApp.request(admin, { method: 'GET', url: '/api/appointments/types' });
    const maintenance = types.json().data.find((type: { name: string }) => type.name === 'Maintenance');
    const form = multipartBody({
      VIN_no: truck.vinNo,
      date: '2026-11-21',
      location: String(await locationId(testApp, 'Sept Iles')),
      appointment_type: String(maintenance.id),
      time: '7:05',
      comments: '',
    });
    const response = await testApp.request(admin, { method: 'POST', url: '/api/appointments', ...form });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      date: '2026-11-21',
      time: '07:05',
      appointment_type: 'Maintenance',
      location_name: 'Sept Iles',
      comments: null,
    });
  });

  it("reads the comments text 'null' as no comment", async () => {
    const response = await book({ date_to_added: '2026-11-22', comments: 'null' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.comments).toBeNull();
    const [stored] = await testApp.context.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, response.json().data.id));
    expect(stored?.comments).toBeNull();
  });

  it("shows a stored comment 'null' (written by an older client) as empty", async () => {
    const created = (await book({ date_to_added: '2026-11-23' })).json().data;
    await testApp.context.db.update(appointments).set({ comments: 'null' }).where(eq(appointments.id, created.id));
    const response = await testApp.request(admin, { method: 'GET', url: `/api/appointments/${created.id}` });
    expect(response.json().data.comments).toBeNull();
  });

  it('names every missing field with the form messages', async () => {
    const response = await testApp.request(admin, { method: 'POST', url: '/api/appointments', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      vehicle_no: ['Vehicle No. is required'],
      date_to_added: ['Date is required'],
      appointment_type: ['Appointment type is required'],
      location_id: ['Location is required'],
      time: ['Time is required'],
    });
  });

  it('allows 255 characters of comments and refuses 256', async () => {
    const longest = await book({ date_to_added: '2026-11-24', comments: 'x'.repeat(255) });
    expect(longest.statusCode).toBe(201);
    const before = await testApp.context.db.select().from(appointments);
    const tooLong = await book({ date_to_added: '2026-11-25', comments: 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toEqual({
      message: 'Comments may not be greater than 255 characters.',
      errors: { comments: ['Comments may not be greater than 255 characters.'] },
    });
    expect(await testApp.context.db.select().from(appointments)).toHaveLength(before.length);
  });

  it('refuses an unknown VIN, type or location, a bad date and a bad time', async () => {
    const response = await book({
      vehicle_no: 'NO-SUCH-VIN',
      appointment_type: 'Polishing',
      location_id: 999_999,
      date_to_added: '2026-02-30',
      time: '25:00',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      date_to_added: ['Enter a valid date (YYYY-MM-DD).'],
      time: ['Enter a valid time (HH:mm).'],
    });
    const unknown = await book({ vehicle_no: 'NO-SUCH-VIN', appointment_type: 'Polishing', location_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      vehicle_no: ['Choose one of the listed vehicles.'],
      appointment_type: ['Choose one of the listed appointment types.'],
      location_id: ['Choose one of the listed locations.'],
    });
  });

  it('refuses a second appointment for the same vehicle, date and time with a 409', async () => {
    expect((await book({ date_to_added: '2026-12-01', time: '10:00' })).statusCode).toBe(201);
    const again = await book({ date_to_added: '2026-12-01', time: '10:00:00', appointment_type: 'Repair' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This vehicle already has an appointment at that date and time.');
    const other = await insertVehicle(testApp);
    expect((await book({ vehicle_no: other.vinNo, date_to_added: '2026-12-01', time: '10:00' })).statusCode).toBe(201);
  });

  it('picks the active, enabled vehicle when a hidden one shares its VIN', async () => {
    const hidden = await insertVehicle(testApp, 'APT-OLD');
    const active = await insertVehicle(testApp, 'APT-NEW');
    await testApp.context.db.update(vehicles).set({ status: 'hidden' }).where(eq(vehicles.id, hidden.id));
    await testApp.context.db.update(vehicles).set({ vinNo: 'SHARED-VIN' }).where(eq(vehicles.id, hidden.id));
    await testApp.context.db.update(vehicles).set({ vinNo: 'SHARED-VIN' }).where(eq(vehicles.id, active.id));
    const response = await book({ vehicle_no: 'shared-vin', date_to_added: '2026-12-02' });
    expect(response.json().data.equipment_number).toBe('APT-NEW');
    const chosen = await book({ vehicle_no: 'SHARED-VIN', vehicle_id: hidden.id, date_to_added: '2026-12-02' });
    expect(chosen.json().data.equipment_number).toBe('APT-OLD');
  });
});

describe('PUT and DELETE api/appointments/{id}', () => {
  it('edits an appointment, also as POST with _method=PUT, and records the change', async () => {
    const created = (await book({ date_to_added: '2026-12-03' })).json().data;
    const response = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/appointments/${created.id}`,
      payload: await bookingForm({ date_to_added: '2026-12-04', time: '14:15', appointment_type: 'Tire change' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Appointment has been updated successfully.',
      data: { id: created.id, date: '2026-12-04', time: '14:15', appointment_type: 'Tire change' },
    });
    const fields = await bookingForm({ date_to_added: '2026-12-07', comments: 'Moved again' });
    const form = multipartBody({
      ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
      _method: 'PUT',
    });
    const overridden = await testApp.request(admin, {
      method: 'POST',
      url: `/api/appointments/${created.id}`,
      ...form,
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().data).toMatchObject({ date: '2026-12-07', comments: 'Moved again' });
    const entries = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, String(created.id))))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    expect(entries[1]?.changes.date).toEqual({ before: '2026-12-03', after: '2026-12-04' });
    expect(entries[2]?.changes.comments).toEqual({ before: 'Full interior wash', after: 'Moved again' });
  });

  it("keeps an appointment's own slot but refuses moving onto another's", async () => {
    const first = (await book({ date_to_added: '2026-12-05', time: '08:00' })).json().data;
    const second = (await book({ date_to_added: '2026-12-05', time: '09:00' })).json().data;
    const same = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/appointments/${first.id}`,
      payload: await bookingForm({ date_to_added: '2026-12-05', time: '08:00', comments: 'Same slot' }),
    });
    expect(same.statusCode).toBe(200);
    const clash = await testApp.request(admin, {
      method: 'PUT',
      url: `/api/appointments/${second.id}`,
      payload: await bookingForm({ date_to_added: '2026-12-05', time: '08:00' }),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('This vehicle already has an appointment at that date and time.');
  });

  it('deletes an appointment and answers 404 for it afterwards', async () => {
    const created = (await book({ date_to_added: '2026-12-06' })).json().data;
    const response = await testApp.request(admin, { method: 'DELETE', url: `/api/appointments/${created.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Appointment has been deleted successfully.' });
    expect(await testApp.context.db.select().from(appointments).where(eq(appointments.id, created.id))).toEqual([]);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const missing = await testApp.request(admin, {
        method,
        url: `/api/appointments/${created.id}`,
        ...(method === 'PUT' ? { payload: await bookingForm() } : {}),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Appointment not found.');
    }
    const text = await testApp.request(admin, { method: 'GET', url: '/api/appointments/abc' });
    expect(text.statusCode).toBe(404);
  });
});
