import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, driverNotifications, outbox } from '../../../src/db/schema/index.js';
import { multipartBody } from '../../support/multipart.js';
import { useTestApp } from '../../support/test-app.js';
import { addDriver } from '../../support/fleet-fixtures.js';

const testApp = useTestApp();

async function smsCount(): Promise<number> {
  return (await testApp.context.db.select().from(outbox).where(eq(outbox.channel, 'sms'))).length;
}

describe('POST api/notify', () => {
  it('keeps the SMS in the outbox (no SMS provider), says so plainly, and records the notification for the driver', async () => {
    const admin = await testApp.createUser('admin', { firstName: 'Office', lastName: 'Admin' });
    const created = await addDriver(testApp, admin);
    const form = multipartBody({
      drivers_id: String(created.id),
      phone: '709 555 0142',
      comments: 'Truck 12 is ready.',
    });
    const response = await testApp.request(admin, { method: 'POST', url: '/api/notify', ...form });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'No SMS provider is configured: the message was kept in the outbox, not sent.',
      data: {
        id: expect.any(Number),
        driver_id: created.id,
        phone_number: '709 555 0142',
        comments: 'Truck 12 is ready.',
        status: 'queued',
        sent_by: 'Office Admin',
        created_at: '2026-11-18 11:30:00',
      },
    });

    const [stored] = await testApp.context.db
      .select()
      .from(driverNotifications)
      .where(eq(driverNotifications.driverId, created.id));
    expect(stored).toMatchObject({ phoneNumber: '709 555 0142', comments: 'Truck 12 is ready.', actorId: admin.id });
    const [sms] = await testApp.context.db.select().from(outbox).where(eq(outbox.id, stored!.outboxId));
    expect(sms).toMatchObject({
      channel: 'sms',
      recipient: '709 555 0142',
      body: 'Truck 12 is ready.',
      status: 'queued',
      sentAt: null,
    });
    expect(sms?.createdAt).toBeInstanceOf(Date);
    const entries = await testApp.context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notify'), eq(auditLog.entityId, String(created.id))));
    expect(entries).toHaveLength(1);
  });

  it('names a missing phone and comments, and refuses a phone that is not a phone number', async () => {
    const admin = await testApp.createUser('admin');
    const created = await addDriver(testApp, admin);
    const queuedBefore = await smsCount();
    const missing = await testApp.request(admin, {
      method: 'POST',
      url: '/api/notify',
      payload: { drivers_id: created.id, phone: '', comments: ' ' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'Phone number is required',
      errors: { phone: ['Phone number is required'], comments: ['Comments is required'] },
    });
    const badPhone = await testApp.request(admin, {
      method: 'POST',
      url: '/api/notify',
      payload: { drivers_id: created.id, phone: '12345', comments: 'Hello' },
    });
    expect(badPhone.json().errors).toEqual({ phone: ['Enter a valid phone number.'] });
    const noDriver = await testApp.request(admin, {
      method: 'POST',
      url: '/api/notify',
      payload: { phone: '709 555 0142', comments: 'Hello' },
    });
    expect(noDriver.json().errors).toEqual({ drivers_id: ['Driver is required'] });
    expect(await smsCount()).toBe(queuedBefore);
  });

  it('answers 404 for an unknown driver and queues nothing', async () => {
    const admin = await testApp.createUser('admin');
    const queuedBefore = await smsCount();
    const response = await testApp.request(admin, {
      method: 'POST',
      url: '/api/notify',
      payload: { drivers_id: 987654, phone: '709 555 0142', comments: 'Hello' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Driver not found.' });
    expect(await smsCount()).toBe(queuedBefore);
  });
});

describe('GET api/drivers/{id}/notifications', () => {
  it("shows the driver's past notifications newest first with their status", async () => {
    const admin = await testApp.createUser('admin', { firstName: 'Dispatch', lastName: '' });
    const created = await addDriver(testApp, admin);
    const other = await addDriver(testApp, admin);
    testApp.setNow('2026-11-18T12:00:00Z');
    await testApp.request(admin, {
      method: 'POST',
      url: '/api/notify',
      payload: { drivers_id: created.id, phone: '709 555 0001', comments: 'First' },
    });
    testApp.setNow('2026-11-18T13:00:00Z');
    await testApp.request(admin, {
      method: 'POST',
      url: '/api/notify',
      payload: { drivers_id: created.id, phone: '709 555 0002', comments: 'Second' },
    });
    await testApp.request(admin, {
      method: 'POST',
      url: '/api/notify',
      payload: { drivers_id: other.id, phone: '709 555 0003', comments: 'Someone else' },
    });
    testApp.setNow('2026-11-18T15:00:00Z');

    const response = await testApp.request(admin, { method: 'GET', url: `/api/drivers/${created.id}/notifications` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        phone_number: '709 555 0002',
        comments: 'Second',
        status: 'queued',
        sent_by: 'Dispatch',
        created_at: '2026-11-18 09:30:00',
      }),
      expect.objectContaining({ phone_number: '709 555 0001', comments: 'First', created_at: '2026-11-18 08:30:00' }),
    ]);
  });

  it('answers 404 for an unknown driver', async () => {
    const admin = await testApp.createUser('admin');
    const response = await testApp.request(admin, { method: 'GET', url: '/api/drivers/987654/notifications' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Driver not found.' });
  });
});
