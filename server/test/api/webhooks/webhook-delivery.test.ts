import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhooks } from '../../../src/db/schema/index.js';
import { queueWebhookEvent, sendDueWebhooks } from '../../../src/features/webhooks/index.js';
import { sessionsOutlastClockJumps, useTestApp, type TestUser } from '../../support/test-app.js';
import { driverWithVehicle, reportNo } from '../defects/defect-fixtures.js';
import { useReceiver, verifiedTime, type Received } from './receiver.js';

const testApp = useTestApp({ ...sessionsOutlastClockJumps, webhooks: { allowPrivateAddresses: true } });
const receiver = useReceiver();
const minute = 60_000;
const uuid = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

async function registerHook(admin: TestUser, events: string[]) {
  const response = await testApp.request(admin, {
    method: 'POST',
    url: '/api/webhooks',
    payload: { name: 'Maintenance system', url: receiver.url, events },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; secret: string };
}

async function deliveriesOf(admin: TestUser, hookId: number) {
  const response = await testApp.request(admin, { method: 'GET', url: `/api/webhooks/${hookId}/deliveries` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; status: string; attempts: number }[];
}

// Each test's hooks only: they all send to the one receiver.
afterEach(async () => {
  await testApp.context.db.delete(webhooks);
});

const bodyOf = (received: Received) => JSON.parse(received.body) as { event: string; data: Record<string, unknown> };

describe('webhook deliveries', () => {
  it('sends a submitted checklist to the hook, signed with its secret, and logs it delivered', async () => {
    testApp.setNow('2026-11-18T15:00:00Z');
    receiver.clear();
    const admin = await testApp.createUser('admin');
    const hook = await registerHook(admin, ['checklist.submitted']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const inspected = await driverWithVehicle(testApp, admin);
    const checklist = await reportNo(testApp, inspected, ['horn'], 'Horn is quiet');

    expect(await sendDueWebhooks(testApp.context)).toBe(1);

    expect(receiver.received).toHaveLength(1);
    const [sent] = receiver.received;
    expect(verifiedTime(hook.secret, sent!)).toBe(Date.parse('2026-11-18T15:00:00Z') / 1000);
    expect(verifiedTime('whsec_another', sent!)).toBeNull();
    const [delivery] = await deliveriesOf(admin, hook.id);
    expect(sent!.headers).toMatchObject({
      'content-type': 'application/json',
      'fleet-ops-event': 'checklist.submitted',
      'fleet-ops-delivery': String(delivery!.id),
    });
    expect(JSON.parse(sent!.body)).toEqual({
      id: uuid,
      event: 'checklist.submitted',
      occurred_at: '2026-11-18T15:00:00.000Z',
      data: {
        checklist_id: checklist.id,
        vehicle_id: inspected.vehicle.id,
        equipment_number: inspected.vehicle.equipmentNumber,
        driver_id: inspected.driver.id,
        date: '2026-11-18',
        odm_read: expect.any(Number),
        hour_read: null,
        has_issue: true,
        failed_items: ['horn'],
      },
    });
    expect(delivery).toEqual({
      id: delivery!.id,
      webhook_id: hook.id,
      event: 'checklist.submitted',
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      last_error: null,
      next_attempt_at: null,
      created_at: '2026-11-18 11:30:00',
      delivered_at: '2026-11-18 11:30:00',
    });
    expect(await sendDueWebhooks(testApp.context)).toBe(0);
  });

  it('sends nothing for a change that rolled back after queuing its event', async () => {
    const admin = await testApp.createUser('admin');
    const hook = await registerHook(admin, ['checklist.submitted']);
    const rolledBack = testApp.context.db.transaction(async (transaction) => {
      await queueWebhookEvent(transaction, 'checklist.submitted', { checklist_id: 1 }, testApp.context.clock.now());
      throw new Error('the checklist could not be stored');
    });
    await expect(rolledBack).rejects.toThrow('the checklist could not be stored');

    expect(
      await testApp.context.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id)),
    ).toEqual([]);
  });

  it('retries a receiver that answered 500 a minute later, and logs both attempts', async () => {
    testApp.setNow('2026-11-19T10:00:00Z');
    receiver.clear();
    const admin = await testApp.createUser('admin');
    const hook = await registerHook(admin, ['defect.opened']);
    const inspected = await driverWithVehicle(testApp, admin);
    receiver.answerWith(500);
    await reportNo(testApp, inspected, ['horn']);

    expect(await sendDueWebhooks(testApp.context)).toBe(1);
    expect(await deliveriesOf(admin, hook.id)).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        last_status_code: 500,
        last_error: null,
        next_attempt_at: '2026-11-19 06:31:00',
      }),
    ]);
    testApp.setNow('2026-11-19T10:00:59Z');
    expect(await sendDueWebhooks(testApp.context)).toBe(0);

    testApp.setNow('2026-11-19T10:01:00Z');
    expect(await sendDueWebhooks(testApp.context)).toBe(1);
    expect(await deliveriesOf(admin, hook.id)).toEqual([
      expect.objectContaining({
        status: 'delivered',
        attempts: 2,
        last_status_code: 200,
        delivered_at: '2026-11-19 06:31:00',
      }),
    ]);
    expect(receiver.received.map((sent) => sent.body)).toEqual([
      receiver.received[0]!.body,
      receiver.received[0]!.body,
    ]);
    expect(bodyOf(receiver.received[0]!).event).toBe('defect.opened');
    expect(receiver.received.map((sent) => verifiedTime(hook.secret, sent))).toEqual([
      Date.parse('2026-11-19T10:00:00Z') / 1000,
      Date.parse('2026-11-19T10:01:00Z') / 1000,
    ]);
  });

  it('backs off 1, 5, 30, 120, 360 and 720 minutes, fails the delivery after the seventh attempt, and an admin resends it', async () => {
    let now = Date.parse('2026-11-20T08:00:00Z');
    testApp.setNow(new Date(now));
    receiver.clear();
    const admin = await testApp.createUser('admin');
    const hook = await registerHook(admin, ['checklist.submitted']);
    const inspected = await driverWithVehicle(testApp, admin);
    receiver.answerWith(503, 503, 503, 503, 503, 503, 503);
    await reportNo(testApp, inspected, []);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      expect(await sendDueWebhooks(testApp.context)).toBe(1);
      const [delivery] = await testApp.context.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, hook.id));
      expect(delivery).toMatchObject({ attempts: attempt, lastStatusCode: 503 });
      if (delivery!.status !== 'pending') break;
      waits.push((delivery!.nextAttemptAt.getTime() - now) / minute);
      now = delivery!.nextAttemptAt.getTime();
      testApp.setNow(new Date(now));
    }

    expect(waits).toEqual([1, 5, 30, 120, 360, 720]);
    const [failed] = await deliveriesOf(admin, hook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 7, next_attempt_at: null, delivered_at: null });
    testApp.setNow(new Date(now + 24 * 60 * minute));
    expect(await sendDueWebhooks(testApp.context)).toBe(0);
    expect(receiver.received).toHaveLength(7);

    const resend = await testApp.request(admin, {
      method: 'POST',
      url: `/api/webhooks/${hook.id}/deliveries/${failed!.id}/resend`,
    });
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toMatchObject({
      message: 'The delivery will be sent again now.',
      data: { id: failed!.id, status: 'pending', attempts: 0 },
    });
    expect(await sendDueWebhooks(testApp.context)).toBe(1);

    expect(receiver.received).toHaveLength(8);
    expect(receiver.received[7]!.body).toBe(receiver.received[0]!.body);
    expect(verifiedTime(hook.secret, receiver.received[7]!)).toBe((now + 24 * 60 * minute) / 1000);
    expect(await deliveriesOf(admin, hook.id)).toEqual([
      expect.objectContaining({ id: failed!.id, status: 'delivered', attempts: 1, last_status_code: 200 }),
    ]);
  });

  it('tells the defect events and the vehicle going out of and back into service', async () => {
    testApp.setNow('2026-11-21T12:00:00Z');
    receiver.clear();
    const admin = await testApp.createUser('admin');
    await registerHook(admin, [
      'defect.opened',
      'defect.status_changed',
      'vehicle.out_of_service',
      'vehicle.back_in_service',
    ]);
    const inspected = await driverWithVehicle(testApp, admin);
    const checklist = await reportNo(testApp, inspected, ['tires', 'horn']);
    await sendDueWebhooks(testApp.context);
    const vehicle = { vehicle_id: inspected.vehicle.id, equipment_number: inspected.vehicle.equipmentNumber };

    const opened = receiver.received.map(bodyOf);
    expect(opened.map((body) => body.event).sort()).toEqual([
      'defect.opened',
      'defect.opened',
      'vehicle.out_of_service',
    ]);
    const tires = opened.find((body) => body.event === 'defect.opened' && body.data.item === 'tires')!;
    expect(tires.data).toEqual({
      defect_id: expect.any(Number),
      ...vehicle,
      item: 'tires',
      code: null,
      severity: 'major',
      status: 'open',
      checklist_id: checklist.id,
    });
    expect(opened.find((body) => body.event === 'vehicle.out_of_service')!.data).toEqual({
      ...vehicle,
      defect_ids: [tires.data.defect_id],
    });

    receiver.clear();
    const closed = await testApp.request(admin, {
      method: 'POST',
      url: `/api/defects/${tires.data.defect_id}/close`,
      payload: { reason: 'Tread was within limits' },
    });
    expect(closed.statusCode).toBe(200);
    await sendDueWebhooks(testApp.context);

    expect(receiver.received.map(bodyOf).map((body) => [body.event, body.data])).toEqual(
      expect.arrayContaining([
        ['defect.status_changed', { ...tires.data, status: 'no_defect_found', previous_status: 'open' }],
        ['vehicle.back_in_service', { ...vehicle, defect_id: tires.data.defect_id }],
      ]),
    );
    expect(receiver.received).toHaveLength(2);
  });
});
